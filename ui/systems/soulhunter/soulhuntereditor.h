#pragma once

// What every open 狩魂者 sheet, the base-settings dialog and the check dock share: beside what every
// system's editor has (SystemEditor: the campaign, push, language, GM override, refusals), the
// campaign's rules (its profile and the base values its group filled in, read from the store each
// time so undo is seen at once) and the way an edit goes in: the rules decide (sheetrules.h,
// play.h); a refusal is said in words (l10n/soulviolationtext.h).
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/pack.h"
#include "systems/systemeditor.h"

#include <QJsonValue>

#include <functional>
#include <optional>

namespace sw::ui {

class SoulhunterEditor : public SystemEditor
{
    Q_OBJECT

public:
    // Changes the sheet, or says why not (the rule codes; the sheet is then dropped).
    using Op = std::function<QList<rules::Violation>(soulhunter::Character &)>;

    SoulhunterEditor(models::CampaignSession *session, Push push, QObject *parent = nullptr);

    soulhunter::Rules rules() const;
    std::optional<soulhunter::Character> character(qint64 id) const;

    // Runs `op` on the stored sheet, then the sheet's rules (what it newly breaks, and the rules
    // between two versions); true when the edit was made (one undo step). Otherwise `refused` said
    // why and `source` shows it.
    // `also`: other documents written in the same step (a Sin's way used with the roll).
    bool edit(qint64 id, const QString &command, const QString &label, const Op &op, QWidget *source = nullptr,
              const QList<store::RollRecord> &rolls = {}, const QList<store::SheetChange> &also = {});
    // An op from a play procedure that answers with a rule code (play.h).
    static QList<rules::Violation> refusedBy(const QString &code);

    // One base or house-rule setting of the campaign (null: back to the pack's value); one undo step.
    bool setSetting(const QString &key, const QJsonValue &value, QWidget *source = nullptr);

    QString explain(const QList<rules::Violation> &violations) const;
    void refuse(const QList<rules::Violation> &violations, QWidget *source = nullptr);
    using SystemEditor::refuse;

    // The words of the pack (a skill's or a setting's name) in the editor's language.
    QString skillName(const QString &skillId) const;
    QString attributeName(soulhunter::Attribute a) const;
    QString settingName(const QString &settingId) const;
    // "Waits for: …" for the settings a derived value needs, or empty.
    QString waitsFor(const QStringList &settings) const;
};

} // namespace sw::ui
