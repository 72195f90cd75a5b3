#include "systems/fate/fateeconomypanel.h"

#include "common/undolabel.h"
#include "systems/fate/economy.h"
#include "systems/fate/sheetrules.h"

#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateEconomyPanel::FateEconomyPanel(FateEditor *editor, qint64 id, QWidget *parent) : FatePanel(editor, id, parent)
{
    setObjectName(u"fateEconomy"_s);
    m_refresh = new QLabel(this);
    m_refresh->setObjectName(u"refresh"_s);
    m_refresh->setWordWrap(true);
    m_fatePointsLabel = new QLabel(this);
    m_fatePoints = new QLabel(this);
    m_fatePoints->setObjectName(u"fatePoints"_s);
    QFont big = m_fatePoints->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_fatePoints->setFont(big);
    m_spend = new QToolButton(this);
    m_spend->setObjectName(u"spendFatePoint"_s);
    m_spend->setText(u"−"_s);
    m_gain = new QToolButton(this);
    m_gain->setObjectName(u"gainFatePoint"_s);
    m_gain->setText(u"+"_s);
    m_owed = new QLabel(this);
    m_owed->setObjectName(u"fatePointsOwed"_s);
    m_session = new QPushButton(this);
    m_session->setObjectName(u"startSession"_s);
    m_accept = new QPushButton(this);
    m_accept->setObjectName(u"acceptCompel"_s);
    m_refuse = new QPushButton(this);
    m_refuse->setObjectName(u"refuseCompel"_s);
    m_payOut = new QPushButton(this);
    m_payOut->setObjectName(u"payOwed"_s);
    m_concede = new QPushButton(this);
    m_concede->setObjectName(u"concede"_s);

    auto *grid = new QGridLayout(this);
    grid->addWidget(m_refresh, 0, 0, 1, 4);
    grid->addWidget(m_fatePointsLabel, 1, 0);
    grid->addWidget(m_spend, 1, 1);
    grid->addWidget(m_fatePoints, 1, 2, Qt::AlignCenter);
    grid->addWidget(m_gain, 1, 3);
    grid->addWidget(m_owed, 2, 0, 1, 4);
    grid->addWidget(m_session, 3, 0, 1, 2);
    grid->addWidget(m_payOut, 3, 2, 1, 2);
    grid->addWidget(m_accept, 4, 0, 1, 2);
    grid->addWidget(m_refuse, 4, 2, 1, 2);
    grid->addWidget(m_concede, 5, 0, 1, 2);

    connect(m_spend, &QToolButton::clicked, this, [this] {
        edit(u"fate.fate_points.spend"_s, SW_TR_LABEL("Spend a Fate Point"), [](const fate::Character &c, const fate::FatePack &) {
            return fate::setFatePoints(c, c.fatePoints - 1);
        }, m_spend);
    });
    connect(m_gain, &QToolButton::clicked, this, [this] {
        edit(u"fate.fate_points.gain"_s, SW_TR_LABEL("Gain a Fate Point"), [](const fate::Character &c, const fate::FatePack &) {
            return fate::setFatePoints(c, c.fatePoints + 1);
        }, m_gain);
    });
    connect(m_session, &QPushButton::clicked, this, [this] {
        edit(u"fate.session.start"_s, SW_TR_LABEL("Start of Session"), [](const fate::Character &c, const fate::FatePack &pack) {
            return fate::SheetEdit{fate::startSession(c, pack), {}};
        }, m_session);
    });
    connect(m_accept, &QPushButton::clicked, this, [this] {
        edit(u"fate.compel.accept"_s, SW_TR_LABEL("Accept a Compel"), [](const fate::Character &c, const fate::FatePack &) {
            return fate::compel(c, true);
        }, m_accept);
    });
    connect(m_refuse, &QPushButton::clicked, this, [this] {
        edit(u"fate.compel.refuse"_s, SW_TR_LABEL("Refuse a Compel"), [](const fate::Character &c, const fate::FatePack &) {
            return fate::compel(c, false);
        }, m_refuse);
    });
    connect(m_payOut, &QPushButton::clicked, this, [this] {
        edit(u"fate.fate_points.pay_owed"_s, SW_TR_LABEL("Pay Out Owed Fate Points"), [](const fate::Character &c, const fate::FatePack &) {
            return fate::SheetEdit{fate::payOwedFatePoints(c), {}};
        }, m_payOut);
    });
    connect(m_concede, &QPushButton::clicked, this, &FateEconomyPanel::concede);
    retranslate();
}

// Rule 25: concede before the opponent rolls; 1 fate point and 1 per consequence taken in this
// conflict, paid at the end of the conflict (owed until then, as rule 27's).
void FateEconomyPanel::concede()
{
    QDialog dialog(this);
    dialog.setObjectName(u"concedeDialog"_s);
    dialog.setWindowTitle(tr("Concede the Conflict"));
    auto *form = new QFormLayout(&dialog);
    auto *rolled = new QCheckBox(tr("The opponent has rolled already"), &dialog);
    rolled->setObjectName(u"opponentRolled"_s);
    auto *taken = new QSpinBox(&dialog);
    taken->setObjectName(u"consequencesTaken"_s);
    taken->setRange(0, int(m_shown.consequences.size()));
    auto *gain = new QLabel(&dialog);
    gain->setObjectName(u"concessionGain"_s);
    gain->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Concede"));
    form->addRow(rolled);
    form->addRow(tr("Consequences &taken in this conflict"), taken);
    form->addRow(gain);
    form->addRow(buttons);
    const auto update = [rolled, taken, gain, buttons] {
        const std::optional<int> points = fate::concessionFatePoints(rolled->isChecked(), taken->value());
        gain->setText(points ? tr("You gain %n fate point(s), paid at the end of the conflict.", nullptr, *points)
                             : tr("Too late: a concession comes before the opponent rolls (rule 25)."));
        buttons->button(QDialogButtonBox::Ok)->setEnabled(points.has_value());
    };
    connect(rolled, &QCheckBox::toggled, &dialog, update);
    connect(taken, &QSpinBox::valueChanged, &dialog, update);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    update();
    if (dialog.exec() != QDialog::Accepted)
        return;
    const std::optional<int> points = fate::concessionFatePoints(rolled->isChecked(), taken->value());
    if (!points)
        return;
    edit(u"fate.conflict.concede"_s, SW_TR_LABEL("Concede (%n fate point(s) owed)", nullptr, *points),
         [points](const fate::Character &c, const fate::FatePack &) {
             return fate::SheetEdit{fate::oweFatePoints(c, *points), {}};
         }, m_concede);
}

void FateEconomyPanel::load(const fate::Character &c)
{
    m_shown = c;
    const int extra = std::max(0, int(c.stunts.size()) - pack().number(u"free_stunts"_s));
    m_refresh->setText(tr("Refresh %1 (start %2, gained %3, %4 for stunts past the free ones)")
                           .arg(c.refresh).arg(pack().number(u"refresh_start"_s)).arg(c.refreshGained).arg(-extra));
    m_fatePoints->setText(QString::number(c.fatePoints));
    m_owed->setText(tr("Owed after the scene (hostile invokes): %1").arg(c.fatePointsOwed));
    m_payOut->setEnabled(c.fatePointsOwed > 0);
}

void FateEconomyPanel::retranslate()
{
    setTitle(tr("Refresh and Fate Points"));
    m_fatePointsLabel->setText(tr("Fate points"));
    m_spend->setToolTip(tr("Spend a fate point (an invoke, a stunt's cost, refusing a compel)"));
    m_gain->setToolTip(tr("Gain a fate point"));
    m_session->setText(tr("Start of Session"));
    m_session->setToolTip(tr("Fate points become the refresh if they are fewer (rule 21); a moderate consequence in recovery clears (rule 24)."));
    m_accept->setText(tr("Accept Compel (+1)"));
    m_refuse->setText(tr("Refuse Compel (−1)"));
    m_refuse->setToolTip(tr("Refusing a compel costs a fate point; with none it cannot be refused (rule 26)."));
    m_payOut->setText(tr("Pay Out Owed"));
    m_payOut->setToolTip(tr("After the scene: the fate points from hostile invokes on your aspects (rule 27)."));
    m_concede->setText(tr("Concede…"));
    m_concede->setToolTip(tr("Give in before the opponent rolls: 1 fate point, +1 per consequence taken in the conflict (rule 25)."));
    load(m_shown);
}

} // namespace sw::ui
