#pragma once

// The technique a check in the 狩魂者 check dock manifests (spec §17; rule 41, seed L268-L269):
// one of the character's techniques and the one school chosen for this manifestation, whose
// attribute (martial arts: 体魄, spellcraft: 智慧) is the key attribute of the check; only a
// prepared technique is shown (L268). What the choice breaks is said in words by the dock.
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/manifest.h"

#include <QWidget>

#include <optional>

class QComboBox;

namespace sw::ui {

class SoulCheckTechnique : public QWidget
{
    Q_OBJECT

public:
    explicit SoulCheckTechnique(QWidget *parent = nullptr);
    // Lists `c`'s techniques (the one chosen stays chosen while the same character is shown).
    void fill(const soulhunter::Character *c, qint64 id);
    // The chosen technique shown with the chosen school (rule 41), or nullopt when none is chosen.
    std::optional<soulhunter::Showing> showing(const soulhunter::Character &c) const;
    QString techniqueName() const;
    QComboBox *techniqueBox() const { return m_technique; }
    QComboBox *schoolBox() const { return m_school; }
    void retranslate();

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    QComboBox *m_technique, *m_school;
    qint64 m_id = 0;
};

} // namespace sw::ui
