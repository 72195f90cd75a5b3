#pragma once

// The pages of the score wizard (private to ui/gm), one maker per page.

#include "systems/blades/gm/gmwizardpage.h"

namespace sw::ui {

class ScoreWizard;

namespace scorepages {

GmWizardPage *newPlanPage(ScoreWizard *wizard, qint64 crew);
GmWizardPage *newEngagementPage(ScoreWizard *wizard);
GmWizardPage *newEndingPage(ScoreWizard *wizard);
QWizardPage *newDonePage(ScoreWizard *wizard);

} // namespace scorepages

} // namespace sw::ui
