#pragma once

// The pages of the downtime wizard (private to ui/gm): one maker per page, and what they share.

#include "systems/blades/gm/gmwizardpage.h"

#include <QJsonObject>

#include <utility>

class QJsonArray;

namespace sw::ui {

class DowntimeWizard;

namespace downtimepages {

// The rule pack's score.json: entanglements, wanted levels, downtime activities.
QJsonObject scoreDoc(GmContext *c);

// The entry of a score.json table by id: its name and summary in the language.
std::pair<QString, QString> entry(GmContext *c, const QJsonArray &table, const QString &id);
// The same entry's name in every language, as an undo label's argument (common/labelwords.h).
QString entryWords(const QJsonArray &table, const QString &id);

GmWizardPage *newPayoffPage(DowntimeWizard *wizard, qint64 crew);
GmWizardPage *newEntanglementPage(DowntimeWizard *wizard);
GmWizardPage *newActivitiesPage(DowntimeWizard *wizard);
GmWizardPage *newFinishPage(DowntimeWizard *wizard);
GmWizardPage *newFactionTurnPage(DowntimeWizard *wizard);

} // namespace downtimepages

} // namespace sw::ui
