#pragma once

// A spin box that shows a Fate rating on the adjective ladder: "Good (+3)", 「良好（+3）」, a bare
// signed number off the ladder (rule 30). Typing a number (or the label) sets it. Its value is only
// taken when editing ends (no edit per keystroke).
#include "common/language.h"
#include "systems/fate/pack.h"

#include <QSpinBox>

namespace sw::ui {

class LadderSpinBox : public QSpinBox
{
    Q_OBJECT

public:
    explicit LadderSpinBox(QWidget *parent = nullptr);
    void setPack(const fate::FatePack *pack, Language language);

protected:
    // Enter takes the typed value and stops there: in a wizard or dialog it does not also press
    // the default button (Next, OK).
    void keyPressEvent(QKeyEvent *event) override;
    QString textFromValue(int value) const override;
    int valueFromText(const QString &text) const override;
    QValidator::State validate(QString &text, int &pos) const override;

private:
    const fate::FatePack *m_pack = nullptr;
    Language m_language = Language::English;
};

} // namespace sw::ui
