#pragma once

// The tags a character activates on a check in the 狩魂者 check dock (spec §15-§16; rules 33-35;
// L53, L144, L155): each psychic mark not released gives +2 专精, each flaw tag and each 重创 tag
// a penalty of 4; a 重创 tag's first activation in a scene also deals 1 damage (and its first since
// the interlude 1 XP, L158), written to the sheet with the roll; each tag of the GM's scene gives the
// check 级别 +1 (L42, L233).
#include "systems/soulhunter/check.h"
#include "systems/soulhunter/character.h"

#include <QListWidget>

namespace sw::ui {

class SoulCheckTags : public QListWidget
{
    Q_OBJECT

public:
    explicit SoulCheckTags(QWidget *parent = nullptr);
    // Lists `c`'s marks, flaws and 重创 tags, unticked (those ticked before stay ticked when the
    // same character is shown again).
    void fill(const soulhunter::Character *c, qint64 id, const QStringList &sceneTags = {});
    // The modifiers of the ticked tags (rules 33-35).
    QList<soulhunter::Modifier> modifiers(const soulhunter::Character &c, const soulhunter::Rules &rules) const;
    // L42 「激活标签的加骰改为使检定的级别+1」: the ticked scene tags' 级别.
    int levels() const;
    // Rule 33 on the sheet: activates each ticked 重创 tag (damage and XP); unticks every tag.
    void activateOn(soulhunter::Character &c, const soulhunter::Rules &rules) const;
    void clearTicks();

private:
    enum Kind { Mark, Flaw, Grievous, SceneTag };
    QList<std::pair<Kind, int>> ticked() const;
    qint64 m_id = 0;
};

} // namespace sw::ui
