#include "systems/blades/packmove.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/blades/campaigncontext.h"
#include "systems/blades/l10n/violationtext.h"
#include "systems/blades/models/packmove.h"
#include "systems/blades/packregistry.h"
#include "systems/blades/sheets/sheeteditor.h"

#include <QMessageBox>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace sw::ui {

bool PackMoveOffer::offer(SheetEditor *editor, const QString &packId, QWidget *parent)
{
    models::CampaignSession *session = editor ? editor->session() : nullptr;
    const std::shared_ptr<const blades::RulePack> pack = blades::rulePackById(packId);
    if (!session || !pack)
        return true; // nothing to move with: the campaign switches, and says what it could not read
    const models::PackMove move = models::planPackMove(session->store(), *pack, blades::sheetPacks(*session));
    if (move.changes.isEmpty() && move.kept.isEmpty())
        return true;
    const Language language = editor->language();
    const QString name = pack->name.in(language);
    QMessageBox box(QMessageBox::Question, tr("Move Sheets to %1").arg(name),
                    tr("%n sheet(s) of this campaign play with another pack. Move them to %1 too, as one step you can "
                       "undo? New sheets use %1 either way.", nullptr, int(move.changes.size() + move.kept.size()))
                        .arg(name),
                    QMessageBox::Cancel, parent);
    box.setObjectName(u"packMoveOffer"_s);
    QPushButton *moveButton = box.addButton(tr("&Move Sheets"), QMessageBox::AcceptRole);
    moveButton->setObjectName(u"moveSheets"_s);
    QPushButton *keep = box.addButton(tr("&Keep Their Packs"), QMessageBox::RejectRole);
    keep->setObjectName(u"keepPacks"_s);
    box.setDefaultButton(moveButton);
    if (!move.kept.isEmpty()) {
        QStringList lines;
        for (const models::KeptSheet &k : move.kept) {
            const QString why = k.broken.isEmpty() ? QString() : l10n::ViolationText::describe(k.broken.first(), *pack, language);
            lines << tr("%1 stays: %2").arg(k.name.isEmpty() ? k.sheet.kind + u' ' + k.sheet.id : k.name, why);
        }
        box.setInformativeText(tr("%n sheet(s) break the rules of %1 and keep their pack:", nullptr, int(move.kept.size()))
                                   .arg(name) +
                               u"\n"_s + lines.join(u'\n'));
        if (move.changes.isEmpty())
            moveButton->setEnabled(false);
    }
    box.exec();
    if (box.clickedButton() == keep)
        return true;
    if (box.clickedButton() != moveButton)
        return false;
    const QString label = sw::trLabel("PackMoveOffer", "Move %n sheet(s) to %1", nullptr, int(move.changes.size())).arg(name);
    return editor->push(label, [move, label](store::CampaignStore &store) { return models::applyPackMove(store, move, label); });
}

} // namespace sw::ui
