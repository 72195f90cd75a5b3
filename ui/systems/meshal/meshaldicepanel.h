#pragma once

// The Meshal dice (spec §1.5–§1.7, §4.10, §4.13; rules 10, 55–56, 59–60): a pool in the
// rulebook's notation (「强壮+3」 counted as points or face total, or whole: 「6🎲+」) from the chosen
// character's current dice, advantages, disadvantages and holding back (at least one die), a
// difficulty, and the exact odds of beating it before the dice fall; a seeded roll (the seed is
// shown, so it can be rolled again); an attack in the rulebook's notation applied to the
// character (protections, penetration, defence, dice removed, unconscious and dead set), and
// rest: an hour (each damaged attribute rolls its dice back) or a full rest; an attack made with
// one weapon of the attacker's sheet (rule 45) and one character bearing another (rule 62). Each change to a
// sheet is one undo step; every roll goes to the campaign's roll log.
#include "rules/random.h"
#include "systems/meshal/character.h"
#include "systems/meshal/attack.h"
#include "systems/meshal/dice.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QGroupBox;

namespace sw::store {
struct RollRecord;
}

namespace sw::ui {

class MeshalEditor;

class MeshalDicePanel : public QWidget
{
    Q_OBJECT

public:
    explicit MeshalDicePanel(QWidget *parent = nullptr);
    ~MeshalDicePanel() override;

    void setEditor(MeshalEditor *editor);
    // Tests: the dice come from here (a seeded source otherwise).
    void setRandom(rules::RandomSource *random) { m_random = random; }
    void selectCharacter(qint64 id);

    void roll();
    // Progressive attempt (L116): the same roll again and again, added up, until the sum is above
    // the difficulty or the tries run out.
    void rollProgressive();
    // A contest (L118): the pool above against the opponent's, each side rolled, the higher wins
    // (a tie is the host's to settle); the exact odds are shown before.
    void rollContest();
    void applyDamage();
    void restHour();
    // Module 补给 (rule 61): the day's food, drink and sleep; each need unmet takes a die.
    void endDay();
    void fullRest();
    // Rule 62 (背负, L772–L775): the chosen character takes up the creature chosen beside it — one
    // at a time, no larger than itself — or puts it down. Who bears whom is the table's state,
    // kept by the dock, not on a sheet; the bearer's halved speeds are shown, and the 3
    // disadvantages ticked for both while they roll.
    void takeUp();
    void putDown();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillCharacters();
    void showOdds();
    void showContestOdds();
    std::optional<meshal::Pool> opponent() const;
    // The other side's dice: its pool counted on the opponent's sheet when one is chosen
    // (「强壮+2」 reads that character's 强壮 dice), else on no attributes.
    int opponentDice(const meshal::Pool &pool) const;
    void fillLog();
    void showModules();
    std::optional<meshal::Pool> pool() const;
    int diceCount(const meshal::Pool &pool) const;
    std::optional<meshal::Character> roller() const;
    qint64 rollerId() const;
    // The dice source of the next roll: the test's, or a seeded one (the seed shown).
    rules::RandomSource &random(quint64 *seed);
    // A roll for the log: secret (the host's alone) when the box says so.
    void keepSecret(store::RollRecord &roll) const;
    QGroupBox *buildBearingBox();
    void retranslateBearing();
    // The chosen character's bearing, in words, and the box of 3 disadvantages ticked to match.
    void showBearing();
    // Rule 45: the weapons on the attacker's sheet, each attack one entry (an item not equipped
    // marked, and refused when applied), or the content's weapons when no attacker is chosen.
    void fillWeapons();
    // The attack chosen from the attacker's weapon; refuses (rule 45) and returns nullopt when that
    // weapon cannot make it. `chosen` is false when the attack is the one written out.
    std::optional<meshal::Attack> chosenWeaponAttack(bool *chosen);

    QPointer<MeshalEditor> m_editor;
    rules::RandomSource *m_random = nullptr;
    std::unique_ptr<rules::RandomSource> m_ownRandom;

    QComboBox *m_character;
    QLineEdit *m_pool;
    QComboBox *m_mode;
    QSpinBox *m_advantages;
    QSpinBox *m_disadvantages;
    QSpinBox *m_holdBack;
    QSpinBox *m_difficulty;
    QLineEdit *m_seed;
    QCheckBox *m_secret;
    QCheckBox *m_bearing;
    QLabel *m_odds;
    QPushButton *m_roll;
    QSpinBox *m_tries;
    QPushButton *m_progressive;
    QLineEdit *m_opponent;
    QComboBox *m_opponentSheet;
    QLabel *m_contestOdds;
    QPushButton *m_contest;
    QLabel *m_result;
    QGroupBox *m_bearBox;
    QComboBox *m_borne;
    QPushButton *m_takeUp;
    QPushButton *m_putDown;
    QLabel *m_bearingInfo;
    QHash<qint64, qint64> m_bears; // bearer → the one creature it bears
    QGroupBox *m_damageBox;
    QComboBox *m_attacker;
    QComboBox *m_weapon;
    QLineEdit *m_attack;
    QSpinBox *m_attackRoll;
    QComboBox *m_defence;
    QSpinBox *m_defencePoints;
    QPushButton *m_damage;
    QGroupBox *m_restBox;
    QPushButton *m_restHour;
    QPushButton *m_fullRest;
    QGroupBox *m_dayBox;
    QSpinBox *m_food;
    QSpinBox *m_drink;
    QLineEdit *m_sleep;
    QPushButton *m_endDay;
    QLabel *m_outcome;
    QListWidget *m_log;
    QList<QLabel *> m_labels;
};

} // namespace sw::ui
