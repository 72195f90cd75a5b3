#include "systems/soulhunter/soultechniquespanel.h"

#include "common/undolabel.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/soulimprovisedialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

QTableWidget *table(QWidget *parent, const QString &name, int columns)
{
    auto *t = new QTableWidget(0, columns, parent);
    t->setObjectName(name);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setStretchLastSection(true);
    t->setMaximumHeight(t->fontMetrics().height() * 8);
    return t;
}

} // namespace

SoulTechniquesPanel::SoulTechniquesPanel(SoulhunterEditor *editor, qint64 id, QWidget *parent) : SoulPanel(editor, id, parent)
{
    setObjectName(u"soulTechniquesPanel"_s);
    auto *grid = new QGridLayout(this);
    m_load = new QLabel(this);
    m_load->setObjectName(u"soulLoad"_s);
    m_techniques = table(this, u"soulTechniques"_s, 5);
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"soulTechniqueName"_s);
    m_name->setMinimumWidth(m_name->fontMetrics().horizontalAdvance(u'M') * 10);
    m_school = new QComboBox(this);
    m_school->setObjectName(u"soulTechniqueSchool"_s);
    m_tier = new QComboBox(this);
    m_tier->setObjectName(u"soulTechniqueTier"_s);
    m_loadValue = new QSpinBox(this);
    m_loadValue->setObjectName(u"soulTechniqueLoad"_s);
    m_loadValue->setRange(0, 20);
    m_learn = new QPushButton(this);
    m_learn->setObjectName(u"soulLearnTechnique"_s);
    m_forget = new QPushButton(this);
    m_forget->setObjectName(u"soulForgetTechnique"_s);
    grid->addWidget(m_load, 0, 0, 1, 6);
    grid->addWidget(m_techniques, 1, 0, 1, 6);
    grid->addWidget(m_name, 2, 0);
    grid->addWidget(m_school, 2, 1);
    grid->addWidget(m_tier, 2, 2);
    grid->addWidget(m_loadValue, 2, 3);
    grid->addWidget(m_learn, 2, 4);
    grid->addWidget(m_forget, 2, 5);
    m_enchantmentsTitle = new QLabel(this);
    m_enchantments = table(this, u"soulEnchantments"_s, 3);
    m_enchantmentName = new QLineEdit(this);
    m_enchantmentName->setObjectName(u"soulEnchantmentName"_s);
    m_enchantmentName->setMinimumWidth(m_enchantmentName->fontMetrics().horizontalAdvance(u'M') * 10);
    m_pow = new QSpinBox(this);
    m_pow->setObjectName(u"soulEnchantmentPow"_s);
    m_pow->setRange(1, 20);
    m_sustained = new QCheckBox(this);
    m_sustained->setObjectName(u"soulEnchantmentSustained"_s);
    m_addEnchantment = new QPushButton(this);
    m_addEnchantment->setObjectName(u"soulAddEnchantment"_s);
    m_removeEnchantment = new QPushButton(this);
    m_removeEnchantment->setObjectName(u"soulRemoveEnchantment"_s);
    m_improvise = new QPushButton(this);
    m_improvise->setObjectName(u"soulImprovise"_s);
    grid->addWidget(m_enchantmentsTitle, 3, 0, 1, 6);
    grid->addWidget(m_enchantments, 4, 0, 1, 6);
    grid->addWidget(m_enchantmentName, 5, 0);
    grid->addWidget(m_pow, 5, 1);
    grid->addWidget(m_sustained, 5, 2, 1, 2);
    grid->addWidget(m_addEnchantment, 5, 4);
    grid->addWidget(m_removeEnchantment, 5, 5);
    grid->addWidget(m_improvise, 6, 4, 1, 2);
    grid->setColumnStretch(0, 1);
    connect(m_learn, &QPushButton::clicked, this, &SoulTechniquesPanel::learn);
    connect(m_forget, &QPushButton::clicked, this, &SoulTechniquesPanel::forget);
    connect(m_techniques, &QTableWidget::itemChanged, this, &SoulTechniquesPanel::prepare);
    connect(m_addEnchantment, &QPushButton::clicked, this, &SoulTechniquesPanel::addEnchantment);
    connect(m_removeEnchantment, &QPushButton::clicked, this, &SoulTechniquesPanel::removeEnchantment);
    connect(m_improvise, &QPushButton::clicked, this, [this] {
        if (!m_improviseDialog)
            m_improviseDialog = new SoulImproviseDialog(m_editor, m_id, this);
        m_improviseDialog->show();
        m_improviseDialog->raise();
    });
}

QString SoulTechniquesPanel::schoolsText(const QList<soulhunter::School> &schools) const
{
    QStringList out;
    for (soulhunter::School s : schools)
        out << (s == soulhunter::School::Martial ? tr("martial arts") : s == soulhunter::School::Spell ? tr("spellcraft") : tr("universal"));
    return out.join(tr(", "));
}

QString SoulTechniquesPanel::tierText(soulhunter::Tier tier) const
{
    return tier == soulhunter::Tier::Basic ? tr("basic") : tier == soulhunter::Tier::Standard ? tr("standard") : tr("advanced");
}

void SoulTechniquesPanel::load(const soulhunter::Character &c, const soulhunter::Rules &r)
{
    m_loading = true;
    m_load->setText(tr("Prepared Load %1 of %2 (Spirit Awareness − 4, D18); standard slots: martial arts %3, spellcraft %4 (D17)")
                        .arg(soulhunter::preparedLoad(c, r)).arg(soulhunter::loadBudget(c, r))
                        .arg(soulhunter::standardSlots(c, soulhunter::School::Martial))
                        .arg(soulhunter::standardSlots(c, soulhunter::School::Spell)));
    m_techniques->setRowCount(int(c.techniques.size()));
    for (int i = 0; i < c.techniques.size(); ++i) {
        const soulhunter::Technique &t = c.techniques.at(i);
        m_techniques->setItem(i, 0, new QTableWidgetItem(t.name));
        auto *schools = new QTableWidgetItem(schoolsText(t.schools));
        if (t.schools.size() > 1 || t.schools.contains(soulhunter::School::Universal)) // rule 41 (L268-L269)
            schools->setToolTip(tr("Shown with one school chosen each time (rule 41, L268): martial arts makes Physique the key attribute, "
                                   "spellcraft Wisdom — for the manifestation and its attack and parry checks. Choose it in the check dock."));
        m_techniques->setItem(i, 1, schools);
        m_techniques->setItem(i, 2, new QTableWidgetItem(tierText(t.tier)));
        m_techniques->setItem(i, 3, new QTableWidgetItem(QString::number(soulhunter::effectiveLoad(t, r))));
        auto *prepared = new QTableWidgetItem;
        prepared->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
        prepared->setCheckState(t.prepared ? Qt::Checked : Qt::Unchecked);
        m_techniques->setItem(i, 4, prepared);
    }
    m_enchantments->setRowCount(int(c.enchantments.size()));
    for (int i = 0; i < c.enchantments.size(); ++i) {
        const soulhunter::Enchantment &e = c.enchantments.at(i);
        m_enchantments->setItem(i, 0, new QTableWidgetItem(e.name));
        m_enchantments->setItem(i, 1, new QTableWidgetItem(QString::number(e.pow)));
        m_enchantments->setItem(i, 2, new QTableWidgetItem(e.sustained ? tr("sustained") : QString()));
    }
    m_loading = false;
}

void SoulTechniquesPanel::retranslate()
{
    setTitle(tr("Techniques and enchantments"));
    m_improvise->setText(tr("Improvised Manifestation…"));
    m_improvise->setToolTip(tr("Manifest without a technique: the MP paid, what it restores (rule 43, L246) and the scale its Narrative POW reaches (rule 44, L248-L258)."));
    m_techniques->setHorizontalHeaderLabels({tr("Technique"), tr("Schools"), tr("Tier"), tr("Load"), tr("Prepared")});
    m_name->setPlaceholderText(tr("Technique name"));
    m_school->clear();
    m_school->addItems({tr("martial arts"), tr("spellcraft"), tr("universal"), tr("martial arts and spellcraft")});
    m_tier->clear();
    m_tier->addItems({tr("basic"), tr("standard"), tr("advanced")});
    m_tier->setCurrentIndex(1);
    m_loadValue->setPrefix(tr("Load "));
    m_learn->setText(tr("Lea&rn"));
    m_forget->setText(tr("For&get"));
    m_enchantmentsTitle->setText(tr("Active enchantments"));
    m_enchantments->setHorizontalHeaderLabels({tr("Enchantment"), tr("POW"), tr("Sustained")});
    m_enchantmentName->setPlaceholderText(tr("Enchantment name"));
    m_pow->setPrefix(tr("POW "));
    m_sustained->setText(tr("Sustained"));
    m_addEnchantment->setText(tr("Add"));
    m_removeEnchantment->setText(tr("Remo&ve"));
}

void SoulTechniquesPanel::learn()
{
    soulhunter::Technique t;
    t.name = m_name->text().trimmed();
    if (t.name.isEmpty()) {
        m_editor->refuse(tr("A technique has a name."), m_name);
        return;
    }
    const int school = m_school->currentIndex();
    if (school == 3)
        t.schools = {soulhunter::School::Martial, soulhunter::School::Spell};
    else
        t.schools = {school == 0 ? soulhunter::School::Martial : school == 1 ? soulhunter::School::Spell : soulhunter::School::Universal};
    t.tier = soulhunter::Tier(m_tier->currentIndex());
    t.load = m_loadValue->value();
    if (edit(u"soulhunter.technique"_s, SW_TR_LABEL("%1 learns %2").arg(who(), t.name), [t](soulhunter::Character &c) {
            c.techniques.append(t);
            return QList<rules::Violation>{};
        }, m_learn))
        m_name->clear();
}

void SoulTechniquesPanel::forget()
{
    const int row = m_techniques->currentRow();
    if (row < 0)
        return;
    edit(u"soulhunter.technique"_s, SW_TR_LABEL("%1 forgets a technique").arg(who()), [row](soulhunter::Character &c) {
        if (row < c.techniques.size())
            c.techniques.removeAt(row);
        return QList<rules::Violation>{};
    }, m_forget);
}

void SoulTechniquesPanel::prepare(QTableWidgetItem *item)
{
    if (m_loading || item->column() != 4)
        return;
    const int row = item->row();
    const bool on = item->checkState() == Qt::Checked;
    edit(u"soulhunter.prepare"_s, on ? SW_TR_LABEL("%1 prepares a technique").arg(who()) : SW_TR_LABEL("%1 unprepares a technique").arg(who()),
         [row, on](soulhunter::Character &c) {
             if (row < c.techniques.size())
                 c.techniques[row].prepared = on;
             return QList<rules::Violation>{};
         }, m_techniques);
}

void SoulTechniquesPanel::addEnchantment()
{
    soulhunter::Enchantment e;
    e.name = m_enchantmentName->text().trimmed();
    if (e.name.isEmpty()) {
        m_editor->refuse(tr("An enchantment has a name."), m_enchantmentName);
        return;
    }
    e.pow = m_pow->value();
    e.sustained = m_sustained->isChecked();
    e.technique = m_sustained->isChecked() ? e.name : QString();
    if (edit(u"soulhunter.enchantment"_s, SW_TR_LABEL("%1: enchantment %2").arg(who(), e.name), [e](soulhunter::Character &c) {
            c.enchantments.append(e);
            return QList<rules::Violation>{};
        }, m_addEnchantment))
        m_enchantmentName->clear();
}

void SoulTechniquesPanel::removeEnchantment()
{
    const int row = m_enchantments->currentRow() < 0 ? m_enchantments->rowCount() - 1 : m_enchantments->currentRow();
    if (row < 0)
        return;
    edit(u"soulhunter.enchantment"_s, SW_TR_LABEL("%1: an enchantment ends").arg(who()), [row](soulhunter::Character &c) {
        if (row < c.enchantments.size())
            c.enchantments.removeAt(row);
        return QList<rules::Violation>{};
    }, m_removeEnchantment);
}

} // namespace sw::ui
