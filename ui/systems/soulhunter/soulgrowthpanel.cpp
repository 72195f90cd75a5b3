#include "systems/soulhunter/soulgrowthpanel.h"

#include "common/undolabel.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/play.h"
#include "widgets/labelname.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;
using Kind = sw::soulhunter::LedgerEntry::Kind;

namespace sw::ui {

SoulGrowthPanel::SoulGrowthPanel(SoulhunterEditor *editor, qint64 id, QWidget *parent) : SoulPanel(editor, id, parent)
{
    setObjectName(u"soulGrowthPanel"_s);
    auto *grid = new QGridLayout(this);
    m_xp = new QLabel(this);
    m_xp->setObjectName(u"soulXpHeld"_s);
    m_amount = new QSpinBox(this);
    m_amount->setObjectName(u"soulXpAward"_s);
    m_amount->setRange(1, 99);
    m_note = new QLineEdit(this);
    m_note->setObjectName(u"soulXpNote"_s);
    m_award = new QPushButton(this);
    m_award->setObjectName(u"soulAwardXp"_s);
    grid->addWidget(m_xp, 0, 0, 1, 4);
    grid->addWidget(m_amount, 1, 0);
    grid->addWidget(m_note, 1, 1, 1, 2);
    grid->addWidget(m_award, 1, 3);
    const auto button = [this](const QString &name) {
        auto *b = new QPushButton(this);
        b->setObjectName(name);
        return b;
    };
    m_kp = button(u"soulGrowKp"_s);
    m_sp = button(u"soulGrowSp"_s);
    m_fortune = button(u"soulGrowFortune"_s);
    m_technique = button(u"soulGrowTechnique"_s);
    m_jieti = button(u"soulRemoveJieti"_s);
    m_shige = button(u"soulRemoveShige"_s);
    m_techniqueName = new QLineEdit(this);
    m_techniqueName->setObjectName(u"soulGrowTechniqueName"_s);
    m_school = new QComboBox(this);
    m_school->setObjectName(u"soulGrowTechniqueSchool"_s);
    grid->addWidget(m_kp, 2, 0);
    grid->addWidget(m_sp, 2, 1);
    grid->addWidget(m_fortune, 2, 2);
    grid->addWidget(m_jieti, 2, 3);
    m_load = new QSpinBox(this);
    m_load->setObjectName(u"soulGrowTechniqueLoad"_s);
    m_load->setRange(0, 20);
    grid->addWidget(m_techniqueName, 3, 0);
    grid->addWidget(m_load, 3, 1);
    grid->addWidget(m_school, 3, 2);
    grid->addWidget(m_technique, 3, 3);
    grid->addWidget(m_shige, 4, 3);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    grid->addWidget(m_hint, 4, 0, 1, 3);
    m_ledger = new QListWidget(this);
    m_ledger->setObjectName(u"soulLedger"_s);
    m_ledger->setMaximumHeight(m_ledger->fontMetrics().height() * 6);
    grid->addWidget(m_ledger, 5, 0, 1, 4);
    connect(m_award, &QPushButton::clicked, this, &SoulGrowthPanel::award);
    connect(m_kp, &QPushButton::clicked, this, [this] { buy(Kind::GrowthKp, m_kp); });
    connect(m_sp, &QPushButton::clicked, this, [this] { buy(Kind::GrowthSp, m_sp); });
    connect(m_fortune, &QPushButton::clicked, this, [this] { buy(Kind::GrowthFortune, m_fortune); });
    connect(m_technique, &QPushButton::clicked, this, [this] { buy(Kind::GrowthTechnique, m_technique); });
    connect(m_jieti, &QPushButton::clicked, this, [this] { buy(Kind::RemoveJieti, m_jieti); });
    connect(m_shige, &QPushButton::clicked, this, [this] { buy(Kind::RemoveShige, m_shige); });
}

QString SoulGrowthPanel::entryText(const soulhunter::LedgerEntry &e) const
{
    QString what;
    switch (e.kind) {
    case Kind::Award: what = e.note.isEmpty() ? tr("XP awarded") : e.note; break;
    case Kind::GrievousReward: what = tr("a grievous tag activated (L158)"); break;
    case Kind::GrowthKp: what = tr("+1 KP maximum (L196)"); break;
    case Kind::GrowthSp: what = tr("+5 initial SP (L197)"); break;
    case Kind::GrowthFortune: what = tr("+1 initial fortune (L198)"); break;
    case Kind::GrowthTechnique: what = tr("a technique at Load −1 (L199)"); break;
    case Kind::RemoveJieti: what = tr("a Disintegration slash removed (L157)"); break;
    case Kind::RemoveShige: what = tr("a Disqualification slash removed (L169)"); break;
    case Kind::SpExchange: what = tr("SP exchanged for XP"); break;
    }
    return tr("%1 XP: %2").arg(e.amount > 0 ? u"+"_s + QString::number(e.amount) : QString::number(e.amount), what);
}

void SoulGrowthPanel::load(const soulhunter::Character &c, const soulhunter::Rules &r)
{
    m_xp->setText(tr("XP held: %1 (the ledger's sum); growth costs %2 XP per option, only during an interlude (L195)")
                      .arg(soulhunter::xp(c)).arg(r.number(u"growth_cost"_s).value_or(0)));
    m_ledger->clear();
    for (const soulhunter::LedgerEntry &e : c.ledger)
        m_ledger->addItem(entryText(e));
    m_ledger->scrollToBottom();
}

void SoulGrowthPanel::retranslate()
{
    setTitle(tr("XP and growth"));
    m_note->setPlaceholderText(tr("What for"));
    m_amount->setPrefix(tr("XP "));
    m_award->setText(tr("Award"));
    // Each option's words, and the same as a stored label for the undo label of its use.
    fields::setWords(m_kp, SW_TR_LABEL("+1 KP Maximum"));
    fields::setWords(m_sp, SW_TR_LABEL("+5 Initial SP"));
    fields::setWords(m_fortune, SW_TR_LABEL("+1 Initial Fortune"));
    fields::setWords(m_technique, SW_TR_LABEL("Learn at Load −1"));
    fields::setWords(m_jieti, SW_TR_LABEL("Remove a Disintegration Slash"));
    fields::setWords(m_shige, SW_TR_LABEL("Remove a Disqualification Slash"));
    m_techniqueName->setPlaceholderText(tr("Technique name"));
    m_load->setPrefix(tr("Load "));
    m_school->clear();
    m_school->addItems({tr("martial arts"), tr("spellcraft"), tr("universal")});
    m_hint->setText(tr("The first Disintegration slash goes at each interlude for free (L150)."));
}

void SoulGrowthPanel::award()
{
    const int amount = m_amount->value();
    const QString note = m_note->text().trimmed();
    if (edit(u"soulhunter.xp.award"_s, SW_TR_LABEL("%1 gains %2 XP").arg(who()).arg(amount), [amount, note](soulhunter::Character &c) {
            soulhunter::awardXp(c, amount, note);
            return QList<rules::Violation>{};
        }, m_award))
        m_note->clear();
}

void SoulGrowthPanel::buy(Kind kind, QPushButton *source)
{
    soulhunter::Technique t;
    if (kind == Kind::GrowthTechnique) {
        t.name = m_techniqueName->text().trimmed();
        if (t.name.isEmpty()) {
            m_editor->refuse(tr("A technique has a name."), m_techniqueName);
            return;
        }
        const int school = m_school->currentIndex();
        t.schools = {school == 0 ? soulhunter::School::Martial : school == 1 ? soulhunter::School::Spell : soulhunter::School::Universal};
        t.load = m_load->value();
    }
    const soulhunter::Rules r = m_editor->rules();
    const QString label = SW_TR_LABEL("%1: %2").arg(who(), fields::nameOf(source));
    if (edit(u"soulhunter.xp.spend"_s, label, [&](soulhunter::Character &c) {
            return SoulhunterEditor::refusedBy(soulhunter::spendXp(c, kind, r, t).refused);
        }, source) && kind == Kind::GrowthTechnique)
        m_techniqueName->clear();
}

} // namespace sw::ui
