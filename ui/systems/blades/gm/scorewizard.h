#pragma once

#include "systems/blades/gm.h"
#include "common/language.h"

#include <QWizard>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QFormLayout;

namespace sw::ui {

class GmContext;
class ScoreEndingForm;

// A score from plan to payoff (C §1, §4, §5): the target (its tier and faction), the plan and its
// detail, each PC's load; the engagement roll with its modifiers, pool and exact odds before the
// dice; then how it ended, with the engine's previews. Each step is written as it is left (one
// undo step each); a score left open can be taken up again with `scoreId`.
class ScoreWizard : public QWizard
{
    Q_OBJECT

public:
    enum PageId { PlanPage, EngagementPage, EndingPage, DonePage };

    ScoreWizard(GmContext *context, qint64 crew = 0, const QString &scoreId = {}, QWidget *parent = nullptr);

    QString scoreId() const { return m_scoreId; }
    GmContext *context() const { return m_context; }
    void setScoreId(const QString &id) { m_scoreId = id; }

protected:
    void changeEvent(QEvent *event) override;

private:
    GmContext *m_context;
    QString m_scoreId;
    Language m_language = Language::English;
};

} // namespace sw::ui
