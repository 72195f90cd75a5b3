#pragma once

// What every open Meshal sheet and the dice dock share: beside what every system's editor has
// (SystemEditor: the campaign, push, language, GM override, refusals), the rule pack and the
// campaign's content, which characters are resting (the only time besides creation that Talent is
// spent, rule 24), and the way a Meshal edit goes in: the rules decide (ledger.h, health.h,
// sheetrules.h); a refusal is explained in Meshal's words.
#include "systems/meshal/character.h"
#include "systems/meshal/pack.h"
#include "systems/systemeditor.h"

#include <QSet>

#include <functional>
#include <memory>

class QWidget;

namespace sw::ui {

class MeshalEditor : public SystemEditor
{
    Q_OBJECT

public:
    // Changes the sheet, or says why not (the sheet is then dropped).
    using Op = std::function<QList<rules::Violation>(meshal::Character &)>;

    MeshalEditor(models::CampaignSession *session, Push push, QObject *parent = nullptr);

    // The campaign's rules profile and content are read when first asked for: a campaign that
    // plays no Meshal never reads them (issue #20).
    const meshal::MeshalPack &pack() const { return *packPtr(); }
    // What the campaign plays with: its own content (the content editor's) and the example pack's
    // entries beside it; the campaign's own alone.
    const meshal::MeshalContent &content() const { load(); return m_content; }
    const meshal::MeshalContent &ownContent() const { load(); return m_own; }
    bool isExample(const QString &id) const;

    std::optional<meshal::Character> character(qint64 id) const;
    // Runs `op` on the stored sheet, then the sheet's rules; true when the edit was made (one
    // undo step). Otherwise `refused` said why and `source` (the control that asked) shows it.
    bool edit(qint64 id, const QString &command, const QString &label, const Op &op, QWidget *source = nullptr,
              const QList<store::RollRecord> &rolls = {});

    // Rule 24: Talent is spent at creation or during a rest; resting is said on the sheet.
    bool resting(qint64 id) const { return m_resting.contains(id); }
    void setResting(qint64 id, bool on);
    meshal::Phase phase(const meshal::Character &c, qint64 id) const;

    // The pack's word for an id ("attribute.might") and a content entry's name, in the language.
    QString word(const QString &key) const;
    QString attributeName(meshal::Attribute a) const;
    QString entryName(const QString &id, const QString &fallback) const;
    // The same name as an undo label's argument: a content entry's name in all three languages
    // (labelWords), a name the player wrote as written.
    QString entryLabel(const QString &id, const QString &fallback) const;

    QString explain(const QList<rules::Violation> &violations) const;
    void refuse(const QList<rules::Violation> &violations, QWidget *source = nullptr);
    using SystemEditor::refuse;

Q_SIGNALS:
    void restingChanged(qint64 id);
    // The campaign's content was written, undone or redone.
    void contentChanged();
    // The campaign's rules profile (its 扩展 modules) changed: pack() has them on.
    void profileChanged();

private:
    std::shared_ptr<const meshal::MeshalPack> packPtr() const { load(); return m_pack; }
    // Reads the campaign's profile and content the first time (no signal: nothing had them yet).
    void load() const;
    // Reads them again; which changed.
    void read(bool *profile, bool *content) const;
    void reloadContent();

    mutable bool m_loaded = false;
    mutable std::shared_ptr<const meshal::MeshalPack> m_pack;
    mutable QStringList m_modules;
    mutable QMap<QString, int> m_numbers;
    mutable meshal::MeshalContent m_own;
    mutable meshal::MeshalContent m_content;
    QSet<qint64> m_resting;
};

} // namespace sw::ui
