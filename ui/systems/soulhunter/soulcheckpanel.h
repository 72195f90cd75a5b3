#pragma once

// The 狩魂者 check dock (spec §5; rules 11-23): a character, its key attribute (a named modifier,
// L62, L74), a skill (2 专精 per level up to 灵识 − 1, L75, L78, L126), bonus and penalty, the
// challenge, 倾势 and 级别, the tags activated (rules 33-35), helpers for a cooperative check (§5.8); the exact distribution of CAT
// before the roll (every face enumerated, odds.h); a seeded roll and one reroll (rule 21), each
// written to the campaign's roll log with the sheet (a critical moves fortune, L208); after the roll
// the character may spend one point of its own fortune for 倾势 +1 on it (rule 36, L209-L212). The
// check may be one side of an opposed check (§5.6-§5.7, rules 15-18): a parry or a counter against
// an attack value (declared before the attack roll), a hazard against a resistance value, a
// resistance against a hazard value — the odds and the outcome with the tie rules (sidecheck.h). A
// check may manifest a technique: the school chosen for it sets the key attribute (rule 41, L268-L269);
// a resistance's is the hazard's (rule 18, L90). A check against a Sin may activate its known 执念
// tags before the roll, CAT ±1 each (rule 38, L221-L230; soulcheckagainst.h).
#include "rules/violation.h"
#include "store/campaignstore.h"
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/check.h"
#include "systems/soulhunter/scene.h"
#include "systems/soulhunter/sidecheck.h"

#include <QPointer>
#include <QWidget>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class SoulCheckAgainst;
class SoulCheckTags;
class SoulCheckTechnique;
class SoulhunterEditor;
using SoulhunterEditorOp = std::function<QList<rules::Violation>(soulhunter::Character &)>;

class SoulCheckPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SoulCheckPanel(QWidget *parent = nullptr);
    void setEditor(SoulhunterEditor *editor);
    // The check as the panel has it now (the cooperative one with helpers); nullopt without a character.
    std::optional<soulhunter::CheckSpec> spec() const;
    soulhunter::CheckKind kind() const;
    void refresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillCharacters();
    void kindChanged();
    void techniqueChanged();
    // The technique's refusal in words (rule 41), or empty.
    QString techniqueRefusal() const;
    QString challengeText() const;
    QString sceneText(const std::optional<soulhunter::Scene> &scene) const;
    void showOdds();
    void roll();
    void rerollOnce();
    void spendFortune();
    // Writes the roll to the log and runs `op` on the sheet, one undo step; false when refused.
    // `also`: other documents written in the same step (the Sin's way used, rule 38).
    bool record(const soulhunter::CheckRoll &r, quint64 seed, const QString &label, const SoulhunterEditorOp &op,
                QWidget *source = nullptr, const QList<store::SheetChange> &also = {});
    QString describe(const soulhunter::CheckRoll &r) const;
    QString describeSide(const soulhunter::CheckRoll &r) const;
    QString rollLabel(const QString &what, int against) const;
    std::optional<soulhunter::CheckSpec> specFor(qint64 id) const;

    QPointer<SoulhunterEditor> m_editor;
    QLabel *m_characterLabel, *m_kindLabel, *m_techniqueLabel, *m_attributeLabel, *m_skillLabel, *m_bonusLabel, *m_penaltyLabel, *m_challengeLabel,
        *m_tiltLabel, *m_levelLabel, *m_tagsLabel, *m_helpersLabel, *m_seedLabel;
    QComboBox *m_character, *m_kind, *m_attribute, *m_skill;
    QCheckBox *m_declared;
    QSpinBox *m_bonus, *m_penalty, *m_challenge, *m_tilt, *m_level, *m_seed;
    QListWidget *m_helpers;
    SoulCheckTags *m_tags;
    SoulCheckTechnique *m_technique;
    SoulCheckAgainst *m_against; // the hazard (rule 18) and the Sin's 执念 tags (rule 38)
    int m_lastNet = 0;           // the 执念 tags' CAT on the last roll
    QString m_lastObsessions;
    QLabel *m_odds, *m_result;
    QPushButton *m_roll, *m_reroll, *m_fortune;
    std::optional<soulhunter::CheckSpec> m_lastSpec;
    std::optional<soulhunter::CheckRoll> m_last;
    soulhunter::CheckKind m_lastKind = soulhunter::CheckKind::Action;
    quint64 m_lastSeed = 0;
    std::optional<quint64> m_shownSeed; // the seed of the roll the result tells (retold in a new language)
    std::optional<int> m_sceneChallenge; // the scene's challenge the dock last took
    QStringList m_sceneTags;
    QLabel *m_scene;
    qint64 m_lastId = 0;
};

} // namespace sw::ui
