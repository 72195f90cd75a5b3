#pragma once

#include "common/language.h"
#include "systems/blades/gm/gmtable.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "store/campaignstore.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

namespace sw::models {
class CampaignSession;
}

namespace sw::ui {


// What every GM page shares: the open campaign (through the sheets' editor, so a GM write goes
// on the same undo stack as a sheet edit), the dice, the language, and the one path a GM
// request takes: GmTable validates, rolls and writes one journal batch; an accepted request is
// one undo step; a refused one is explained in words and changes nothing.
class GmContext : public QObject
{
    Q_OBJECT

public:
    explicit GmContext(QObject *parent = nullptr);
    ~GmContext() override;

    void setEditor(SheetEditor *editor);
    SheetEditor *editor() const { return m_editor; }
    models::CampaignSession *session() const;
    bool ready() const { return session() != nullptr; }
    const blades::RulePack &pack() const;
    Language language() const;

    // The dice every GM roll takes (not owned); null: the context's own seeded dice.
    void setRandom(rules::RandomSource *random);
    rules::RandomSource &random();

    // Runs one GM request through the undo stack. Returns what the table said; on refusal the
    // explanation has also been emitted with refused().
    gm::GmResult run(const QString &label, const std::function<gm::GmResult(gm::GmTable &)> &request);
    // A roll of the dice panel: logged in the campaign, no sheet changes, no undo step.
    gm::GmResult roll(const gm::RollRequest &request);
    // Reads only (activitiesLeft, members).
    int activitiesLeft(const blades::Downtime &downtime, const QString &character);
    QList<qint64> members(qint64 crew);

    // One sentence per rule broken, in the current language.
    QString explain(const QList<rules::Violation> &violations) const;

    // Asks the main window to show a sheet (or the GM board for factions and clocks).
    void requestOpen(const store::SheetRef &sheet) { Q_EMIT openRequested(sheet); }

Q_SIGNALS:
    void editorChanged();
    void written(const sw::gm::GmResult &result);
    void rolled(const sw::gm::GmResult &result);
    void refused(const QString &explanation);
    void openRequested(const sw::store::SheetRef &sheet);

private:
    QPointer<SheetEditor> m_editor;
    rules::RandomSource *m_random = nullptr;
    std::unique_ptr<rules::RandomSource> m_ownRandom;
};

} // namespace sw::ui
