#pragma once

// What a check in the 狩魂者 check dock is made against, beside its value: the hazard a resistance
// resists, whose attribute is the resistance's key attribute (rule 18, L90 「关键属性由危害决定」),
// and the GM's Sin the check concerns, whose known 执念 tags the character may activate before the
// roll, CAT +1 or −1 each, with the way they are used (rule 38, L221-L230: known tags only, once
// per character per round, the same way once against a Sin). The Sin keeps the ways used; the
// round is the dock's own (New Round starts the next one).
#include "systems/soulhunter/opposed.h"
#include "systems/soulhunter/sidecheck.h"
#include "store/campaignstore.h"

#include <QSet>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace sw::ui {

class SoulhunterEditor;

class SoulCheckAgainst : public QWidget
{
    Q_OBJECT

public:
    explicit SoulCheckAgainst(QWidget *parent = nullptr);
    void setEditor(SoulhunterEditor *editor);
    // The check's kind (the hazard is asked for a resistance only) and the character making it.
    void setCheck(soulhunter::CheckKind kind, qint64 characterId);
    // Lists the campaign's Sins again (the one chosen stays chosen, its ticks with it).
    void refresh();
    void retranslate();

    // Rule 18: the attribute the chosen hazard calls on; nullopt while none is chosen.
    std::optional<soulhunter::Attribute> hazard() const;
    // Rule 38: the ticked 执念 tags (+1/−1 each) and their net.
    QList<soulhunter::Obsession> obsessions() const;
    int net() const;
    QString activatedText() const; // "孤独 +1, 愧疚 −1"
    // Why the ticked tags cannot be activated now, in words; empty when they can (or none is ticked).
    QString refusal() const;
    // The Sin with the way used added (one write with the roll), or nullopt when no tag is ticked.
    std::optional<store::SheetChange> sinChange() const;
    // The roll was made: the character has used its activation this round; the ticks are cleared.
    void used();

Q_SIGNALS:
    void changed();

private:
    void fillTags();
    void tagChanged(QListWidgetItem *item);

    SoulhunterEditor *m_editor = nullptr;
    soulhunter::CheckKind m_kind = soulhunter::CheckKind::Action;
    qint64 m_character = 0;
    QSet<qint64> m_usedThisRound;
    QLabel *m_hazardLabel, *m_sinLabel, *m_tagsLabel, *m_methodLabel;
    QComboBox *m_hazard, *m_sin;
    QListWidget *m_tags;
    QLineEdit *m_method;
    QPushButton *m_newRound;
};

} // namespace sw::ui
