#pragma once

// The Fate dice (spec §1–§6): a skill and 4dF, the stunts whose circumstance holds, a difficulty
// on the ladder or an opposed roll; the exact odds of the four outcomes shown before the dice fall
// (81 or 6,561 cases); then the dice, effort, shifts, outcome and what the action gives. After the
// roll the roller may invoke aspects (paid or free; +2 or a reroll), each one edit that spends the
// fate point or free invoke (undo retracts it: rule 8), or puts +2 on another roll's difficulty;
// teamwork adds +1 per helper (rule 28); others' raises lift this roll's difficulty. Every roll
// and invoke goes to the campaign's roll log.
#include "rules/random.h"
#include "systems/fate/roll.h"

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
class QTreeView;

namespace sw::models {
class GmRollLogModel;
}

namespace sw::ui {

class FateEditor;
class LadderSpinBox;

class FateDicePanel : public QWidget
{
    Q_OBJECT

public:
    explicit FateDicePanel(QWidget *parent = nullptr);
    ~FateDicePanel() override;

    void setEditor(FateEditor *editor);
    // Tests: the dice come from here (the panel's own random source otherwise).
    void setRandom(rules::RandomSource *random) { m_random = random; }

    void roll();
    void invoke();
    // Situation aspects (spec §6.2): one added with its free invokes for the roller, or all
    // cleared at the end of the scene; each one undoable edit of the campaign's scene.
    void addSituationAspect();
    void endScene();

protected:
    void changeEvent(QEvent *event) override;

private:
    // An aspect that can be invoked on the current roll, and where it lives.
    struct InPlay
    {
        fate::AspectInPlay aspect;
        qint64 sheet = 0;     // its character (0: none)
        QString where;        // aspect, consequence, boost
        int index = -1;       // its place on that sheet
        QString label;
    };
    struct Invoked
    {
        fate::Invoke invoke;
        qint64 batch = 0;
    };

    void retranslate();
    void fillCharacters();
    void fillSkills();
    void fillStunts();
    void showOdds();
    void showResult();
    void fillAspects();
    // Whose free invokes on the chosen aspect can pay for the invoke: the roller's own first, then
    // an ally's who offers it (rule 5; seed L169).
    void fillHolders();
    void dropRetracted();
    // The roll as asked, with the aspects as they were and the invokes made since.
    fate::RollRequest current() const;
    rules::RandomSource &random();
    // The skill's rating with the teamwork bonus (rule 28), and the target with the raises (rule 7).
    int ratingWithHelp() const;
    int raisedTarget() const;
    std::optional<fate::Character> roller() const;
    qint64 rollerId() const;

    QPointer<FateEditor> m_editor;
    rules::RandomSource *m_random = nullptr;
    std::unique_ptr<rules::RandomSource> m_ownRandom;
    models::GmRollLogModel *m_log;

    QComboBox *m_character;
    QComboBox *m_skill;
    LadderSpinBox *m_rating;
    QComboBox *m_action;
    QListWidget *m_stunts;
    QComboBox *m_targetKind;
    LadderSpinBox *m_target;
    QSpinBox *m_raises;  // others' "+2 to the difficulty" invokes on this roll (rule 7)
    QSpinBox *m_helpers; // teamwork: helpers with the skill at Average (+1) or better (rule 28)
    QLineEdit *m_faces;
    QLabel *m_odds;
    QPushButton *m_roll;
    QLabel *m_result;
    QComboBox *m_aspect;
    QCheckBox *m_free;
    QComboBox *m_holder;
    QComboBox *m_effect;
    QPushButton *m_invoke;
    QLineEdit *m_situation;
    QSpinBox *m_situationInvokes;
    QPushButton *m_addSituation;
    QPushButton *m_endScene;
    QTreeView *m_view;
    QList<QLabel *> m_labels;

    // The roll on the table: what was asked, the opposition's dice, the invokes made since.
    std::optional<fate::RollRequest> m_request;
    qint64 m_requestSheet = 0;
    fate::Faces m_opposing{};
    int m_opposingRating = 0;
    QList<InPlay> m_inPlay;
    QList<fate::AspectInPlay> m_rollAspects; // as they were when the dice fell
    QList<Invoked> m_invoked;
    fate::RollResolution m_resolution;
};

} // namespace sw::ui
