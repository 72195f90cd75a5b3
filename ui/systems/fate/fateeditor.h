#pragma once

// What every open Fate sheet, wizard and the dice dock share: beside what every system's editor
// has (SystemEditor: the campaign, push, language, GM override, refusals), the pack and the way a
// Fate edit goes in: the rules decide (fate/edits.h); a refusal is explained in Fate's words.
#include "systems/fate/edits.h"
#include "systems/fate/pack.h"
#include "systems/systemeditor.h"

#include <memory>

class QWidget;

namespace sw::ui {

class FateEditor : public SystemEditor
{
    Q_OBJECT

public:
    FateEditor(models::CampaignSession *session, Push push, QObject *parent = nullptr);

    // The campaign's Fate pack or profile (fate/store/campaignpack.h), read again when a step
    // (choosing it, its undo or redo) changes the campaign's Fate settings. Read when first asked
    // for: a campaign that plays no Fate never reads it (issue #20).
    const fate::FatePack &pack() const { return *packPtr(); }
    std::shared_ptr<const fate::FatePack> packPtr() const;
    // The id the campaign names but this machine lacks (the built-in pack is then used), or empty.
    QString missingPack() const;

    std::optional<fate::Character> character(qint64 id) const;
    // Runs `op` on the stored sheet; true when the edit was made. Otherwise `refused` said why and
    // `source` (the control that asked) shows it too.
    bool edit(qint64 id, const QString &command, const QString &label, const fate::SheetOp &op, QWidget *source = nullptr,
              const QList<store::LedgerEvent> &ledger = {});

    QString explain(const QList<rules::Violation> &violations) const;
    void refuse(const QList<rules::Violation> &violations, QWidget *source = nullptr);
    using SystemEditor::refuse;

Q_SIGNALS:
    void packChanged();

private:
    void readPack();
    void loadPack() const;

    mutable std::shared_ptr<const fate::FatePack> m_pack; // null: not read yet
    mutable QString m_missing;
};

} // namespace sw::ui
