#pragma once

// The aspects: high concept, trouble, relationship and the free ones (rule 19), each with the free
// invokes its owner holds on it, and those others hold (seed L169).
#include "systems/fate/fatepanel.h"

class QGridLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace sw::ui {

class FateAspectsPanel : public FatePanel
{
    Q_OBJECT

public:
    FateAspectsPanel(FateEditor *editor, qint64 id, QWidget *parent);
    void load(const fate::Character &character) override;
    void retranslate() override;

private:
    struct Row
    {
        QLabel *kind;
        QLineEdit *text;
        QSpinBox *invokes;
        QLabel *others;
    };
    void build(int count);
    void writeText(int index);
    void writeInvokes(int index);

    QGridLayout *m_grid;
    QLabel *m_invokesHeader;
    QList<Row> m_rows;
    fate::Character m_shown;
};

} // namespace sw::ui
