#include "systems/blades/sheets/claimspanel.h"

#include "common/undolabel.h"
#include "systems/blades/crewops.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/widgets/claimsmapview.h"

#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

ClaimsPanel::ClaimsPanel(SheetEditor *editor, QWidget *parent) : CrewPanel(editor, parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_label = sheetHeading(this);
    m_map = new ClaimsMapView(this);
    m_map->setObjectName(u"claimsMap"_s);
    m_label->setBuddy(m_map);
    connect(m_map, &ClaimsMapView::cellClicked, this, &ClaimsPanel::cellClicked);
    layout->addWidget(m_label);
    layout->addWidget(m_map);
    retranslate();
}

void ClaimsPanel::cellClicked(int number)
{
    const blades::Crew &c = m_state.sheet;
    const blades::CrewType *type = pack().crewType(c.crewType);
    if (!type || number == type->claimsMap.lairCell)
        return;
    if (c.claims.contains(number)) {
        edit(u"crew.lose_claim"_s, SW_TR_LABEL("Lose a claim"),
             [number](const blades::Crew &crew, const blades::RulePack &p) { return blades::applyLoseClaim(crew, number, p); },
             m_map);
        return;
    }
    // Off the path only with the GM's leave: in override mode the GM has given it.
    const bool leave = m_editor->overrideOn();
    edit(u"crew.seize_claim"_s, SW_TR_LABEL("Seize a claim"),
         [number, leave](const blades::Crew &crew, const blades::RulePack &p) {
             return blades::applySeizeClaim(crew, number, leave, p);
         },
         m_map);
}

void ClaimsPanel::showState(const CrewState &state)
{
    m_state = state;
    const blades::Crew &c = state.sheet;
    const blades::CrewType *type = pack().crewType(c.crewType);
    QList<ClaimsMapView::Cell> cells;
    QList<std::pair<int, int>> links;
    if (type) {
        const Language lang = language();
        const blades::ClaimsMap &map = type->claimsMap;
        for (qsizetype i = 0; i < map.cells.size(); ++i) {
            const blades::ClaimsMap::Cell &source = map.cells.at(i);
            ClaimsMapView::Cell cell;
            cell.number = int(i) + 1;
            cell.row = source.row;
            cell.col = source.col;
            cell.lair = source.lair;
            cell.turf = source.turf;
            cell.held = source.lair || c.claims.contains(cell.number);
            cell.offPath = c.claims.value(cell.number, false);
            cell.reachable = cell.held || blades::onPath(c, cell.number, pack());
            const blades::Claim *claim = nullptr;
            for (const blades::Claim &k : pack().claims) {
                if (k.id == source.claim)
                    claim = &k;
            }
            cell.label = source.lair ? tr("Lair") : claim ? claim->name.in(lang) : source.claim;
            cell.toolTip = source.lair ? tr("The crew's lair: every path starts here.") : claim ? claim->summary.in(lang) : QString();
            cells.append(cell);
        }
        links = map.links;
    }
    m_map->setCells(cells);
    m_map->setLinks(links);
}

void ClaimsPanel::retranslate()
{
    m_label->setText(tr("C&laims"));
    m_map->setAccessibleName(tr("Claims map"));
    m_map->setToolTip(tr("Seize a claim next to the lair or one you hold; one off the path needs the GM's leave "
                         "(GM override mode)."));
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
