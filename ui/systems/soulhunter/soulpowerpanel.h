#pragma once

// The 狩魂者 sheet's 灵能力 and tags (spec §4, §7, §13, §15, §19): the power's name and
// description (no length limit, L40), its tags (rule 5) and flaw tags, the psychic marks (those of
// 心魂 named here, never released: rule 7), the soul weapon and the two tiers of 绝技 behind their
// 灵识 thresholds (D8, rule 8), trait tags (rule 10: at most 5, rewritten in an interlude) and
// status tags.
#include "systems/soulhunter/soulpanel.h"

#include <array>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace sw::ui {

class SoulTagList;

class SoulPowerPanel : public SoulPanel
{
    Q_OBJECT

public:
    SoulPowerPanel(SoulhunterEditor *editor, qint64 id, QWidget *parent);
    void load(const soulhunter::Character &character, const soulhunter::Rules &rules) override;
    void retranslate() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void writePower();
    void writeList(SoulTagList *list, const QStringList &tags);
    void writeMarks(const QStringList &tags);
    void writeUnlock(int tier);

    QLabel *m_nameLabel, *m_descriptionLabel, *m_tagsLabel, *m_flawsLabel, *m_marksLabel, *m_traitsLabel, *m_statusLabel;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    SoulTagList *m_tags, *m_flaws, *m_marks, *m_traits, *m_status;
    std::array<QLabel *, 3> m_unlockLabels{};
    std::array<QLineEdit *, 3> m_unlocks{};
    std::array<QLabel *, 3> m_thresholds{};
};

} // namespace sw::ui
