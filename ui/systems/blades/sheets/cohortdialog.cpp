#include "systems/blades/sheets/cohortdialog.h"

#include "systems/blades/models/sheetmodelbase.h"
#include "systems/blades/sheets/sheetfields.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

void fill(QComboBox *box, const QJsonArray &entries, Language language, bool fresh = true)
{
    if (fresh)
        box->clear();
    for (const QJsonValue &e : entries) {
        box->addItem(blades::textFrom(e[u"name"_s]).in(language), e[u"id"_s].toString());
        box->setItemData(box->count() - 1, blades::textFrom(e[u"summary"_s]).in(language), Qt::ToolTipRole);
    }
}

} // namespace

CohortDialog::CohortDialog(const blades::RulePack &pack, Language language, QWidget *parent)
    : QDialog(parent), m_pack(pack), m_language(language)
{
    setWindowTitle(tr("New Cohort"));
    setObjectName(u"cohortDialog"_s);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(u"cohortKind"_s);
    m_type = new QComboBox(this);
    m_type->setObjectName(u"cohortType"_s);
    m_edge = new QComboBox(this);
    m_edge->setObjectName(u"cohortEdge"_s);
    m_flaw = new QComboBox(this);
    m_flaw->setObjectName(u"cohortFlaw"_s);
    fill(m_kind, models::packCatalogue(pack, u"crew.json"_s, {u"cohorts"_s, u"kinds"_s}), language);
    fill(m_edge, models::packCatalogue(pack, u"crew.json"_s, {u"cohorts"_s, u"edges"_s}), language);
    fill(m_flaw, models::packCatalogue(pack, u"crew.json"_s, {u"cohorts"_s, u"flaws"_s}), language);
    // A second edge, with its flaw, is optional.
    m_edge2 = new QComboBox(this);
    m_edge2->setObjectName(u"cohortEdge2"_s);
    m_flaw2 = new QComboBox(this);
    m_flaw2->setObjectName(u"cohortFlaw2"_s);
    for (QComboBox *box : {m_edge2, m_flaw2}) {
        box->addItem(tr("(none)"), QString());
        fill(box, models::packCatalogue(pack, u"crew.json"_s, {u"cohorts"_s, box == m_edge2 ? u"edges"_s : u"flaws"_s}),
             language, false);
    }
    connect(m_kind, &QComboBox::currentIndexChanged, this, &CohortDialog::fillTypes);
    fillTypes();

    auto *form = new QFormLayout(this);
    const auto row = [this, form](const QString &text, QComboBox *box, const QString &rule) {
        auto *label = new QLabel(text, this);
        label->setBuddy(box);
        box->setToolTip(rule);
        box->setAccessibleName(fields::plain(text));
        form->addRow(label, box);
    };
    row(tr("&Kind"), m_kind, tr("A gang is a group of one type; an expert is one specialist."));
    row(tr("&Type"), m_type, tr("What the gang does, or the expert's speciality (type your own)."));
    row(tr("&Edge"), m_edge, tr("What the cohort is good at; each edge comes with a flaw."));
    row(tr("&Flaw"), m_flaw, tr("What holds the cohort back."));
    row(tr("Second e&dge"), m_edge2, tr("A cohort may have a second edge; it brings a second flaw."));
    row(tr("Second f&law"), m_flaw2, tr("The flaw that comes with the second edge."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

void CohortDialog::fillTypes()
{
    const bool expert = m_kind->currentData().toString() == u"expert"_s;
    fill(m_type, models::packCatalogue(m_pack, u"crew.json"_s, {u"cohorts"_s, expert ? u"expert_types"_s : u"gang_types"_s}),
         m_language);
    m_type->setEditable(expert); // an expert's speciality may be the table's own
}

blades::Cohort CohortDialog::cohort() const
{
    blades::Cohort c;
    c.kind = m_kind->currentData().toString() == u"expert"_s ? blades::CohortKind::Expert : blades::CohortKind::Gang;
    const int known = m_type->findText(m_type->currentText());
    c.types = {known >= 0 ? m_type->itemData(known).toString() : m_type->currentText().trimmed()};
    c.edges = {m_edge->currentData().toString()};
    c.flaws = {m_flaw->currentData().toString()};
    if (!m_edge2->currentData().toString().isEmpty())
        c.edges << m_edge2->currentData().toString();
    if (!m_flaw2->currentData().toString().isEmpty())
        c.flaws << m_flaw2->currentData().toString();
    return c;
}

} // namespace sw::ui
