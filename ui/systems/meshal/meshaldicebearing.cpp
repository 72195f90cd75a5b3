// The Meshal dice dock's bearing (背负, rule 62) and weapons (rule 45). The chosen character takes
// up another: one creature at a time (L772 「背负者每次只能背负一个体型与自己相同或更小的生物」), no
// larger than itself; while it bears, its speeds are halved and both roll with 3 disadvantages
// (L775). An attack is made with one weapon of the attacker's sheet (L952 「即使你装备了多件武器,
// 每次也仅能选择其中一件进行一次武器攻击」), which must be equipped or natural.
#include "systems/meshal/meshaldicepanel.h"

#include "systems/meshal/actions.h"
#include "systems/meshal/derived.h"
#include "systems/meshal/meshaleditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

constexpr int kWeaponKey = Qt::UserRole + 1;
constexpr int kWeaponAttack = Qt::UserRole + 2;

} // namespace

QGroupBox *MeshalDicePanel::buildBearingBox()
{
    auto *box = new QGroupBox(this);
    box->setObjectName(u"meshalBearBox"_s);
    m_borne = new QComboBox(box);
    m_borne->setObjectName(u"meshalBorne"_s);
    m_takeUp = new QPushButton(box);
    m_takeUp->setObjectName(u"meshalTakeUp"_s);
    m_putDown = new QPushButton(box);
    m_putDown->setObjectName(u"meshalPutDown"_s);
    m_bearingInfo = new QLabel(box);
    m_bearingInfo->setObjectName(u"meshalBearingInfo"_s);
    m_bearingInfo->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_borne, 1);
    buttons->addWidget(m_takeUp);
    buttons->addWidget(m_putDown);
    auto *layout = new QVBoxLayout(box);
    layout->addLayout(buttons);
    layout->addWidget(m_bearingInfo);
    connect(m_takeUp, &QPushButton::clicked, this, &MeshalDicePanel::takeUp);
    connect(m_putDown, &QPushButton::clicked, this, &MeshalDicePanel::putDown);
    return box;
}

void MeshalDicePanel::retranslateBearing()
{
    m_bearBox->setTitle(tr("Bearing (背负)"));
    m_borne->setToolTip(tr("The creature the character above takes up: one at a time, its size or smaller (rule 62)"));
    m_takeUp->setText(tr("Take Up"));
    m_putDown->setText(tr("Put Down"));
    showBearing();
}

void MeshalDicePanel::takeUp()
{
    if (!m_editor)
        return;
    const qint64 bearer = rollerId();
    const qint64 borne = m_borne->currentData().toLongLong();
    const std::optional<meshal::Character> who = roller();
    const std::optional<meshal::Character> creature = borne > 0 ? m_editor->character(borne) : std::nullopt;
    if (!who || !creature || borne == bearer) {
        m_editor->refuse(tr("Choose the bearer above and another character to take up."), m_takeUp);
        return;
    }
    // A creature already borne by another, or bearing one itself, is not free to be taken up.
    for (auto it = m_bears.cbegin(); it != m_bears.cend(); ++it) {
        if (it.value() == borne || it.key() == borne || it.value() == bearer) {
            m_editor->refuse(tr("%1 or %2 is already bearing or borne: put that creature down first.").arg(who->name, creature->name),
                             m_takeUp);
            return;
        }
    }
    const QList<rules::Violation> refused = meshal::checkBearing(*who, *creature, m_bears.contains(bearer) ? 1 : 0, m_editor->pack());
    if (!refused.isEmpty()) {
        m_editor->refuse(refused, m_takeUp);
        return;
    }
    m_bears.insert(bearer, borne);
    showBearing();
}

void MeshalDicePanel::putDown()
{
    const qint64 id = rollerId();
    for (auto it = m_bears.begin(); it != m_bears.end(); ++it) {
        if (it.key() == id || it.value() == id) {
            m_bears.erase(it);
            m_bearing->setChecked(false);
            break;
        }
    }
    showBearing();
}

void MeshalDicePanel::showBearing()
{
    const qint64 id = rollerId();
    const std::optional<meshal::Character> who = roller();
    QString text;
    bool involved = false;
    if (who && m_editor) {
        if (const auto it = m_bears.constFind(id); it != m_bears.constEnd()) {
            involved = true;
            const std::optional<meshal::Character> borne = m_editor->character(it.value());
            QStringList speeds;
            for (const QString &mode : meshal::speedModes(*who))
                speeds << tr("%1 %2 → %3").arg(m_editor->word(u"speed."_s + mode)).arg(meshal::speed(*who, mode)).arg(meshal::bearingSpeed(*who, mode));
            text = tr("%1 bears %2: speeds %3; both roll with %4 disadvantages.")
                       .arg(who->name, borne ? borne->name : QString(), speeds.join(tr(", ")))
                       .arg(meshal::kBearingDisadvantages);
        }
        for (auto it = m_bears.cbegin(); it != m_bears.cend(); ++it) {
            if (it.value() == id) {
                involved = true;
                const std::optional<meshal::Character> bearer = m_editor->character(it.key());
                text = tr("%1 is borne by %2: %3 disadvantages on every roll.")
                           .arg(who->name, bearer ? bearer->name : QString())
                           .arg(meshal::kBearingDisadvantages);
            }
        }
    }
    m_bearingInfo->setText(text);
    m_bearingInfo->setVisible(!text.isEmpty());
    m_putDown->setEnabled(involved);
    if (involved)
        m_bearing->setChecked(true);
    else if (!m_bears.isEmpty()) // the dock keeps who bears whom: this character does not
        m_bearing->setChecked(false);
}

void MeshalDicePanel::fillWeapons()
{
    const QSignalBlocker block(m_weapon);
    m_weapon->clear();
    m_weapon->addItem(tr("(written below)"), QString());
    if (!m_editor)
        return;
    const qint64 attackerId = m_attacker->currentData().toLongLong();
    const std::optional<meshal::Character> attacker = attackerId > 0 ? m_editor->character(attackerId) : std::nullopt;
    if (!attacker) { // the campaign's content: any weapon, written into the attack
        for (const meshal::Item &it : m_editor->content().items) {
            for (const QString &attack : it.attacks)
                m_weapon->addItem(m_editor->entryName(it.id, it.name), attack);
        }
        return;
    }
    for (const meshal::Item &it : attacker->items) {
        for (qsizetype i = 0; i < it.attacks.size(); ++i) {
            QString name = it.attacks.size() > 1 ? tr("%1, attack %2").arg(it.name).arg(i + 1) : it.name;
            if (!it.equipped && !it.natural())
                name = tr("%1 (not equipped)").arg(name);
            m_weapon->addItem(name, it.attacks.at(i));
            m_weapon->setItemData(m_weapon->count() - 1, it.key, kWeaponKey);
            m_weapon->setItemData(m_weapon->count() - 1, int(i), kWeaponAttack);
        }
    }
}

std::optional<meshal::Attack> MeshalDicePanel::chosenWeaponAttack(bool *chosen)
{
    const QString key = m_weapon->currentData(kWeaponKey).toString();
    const qint64 attackerId = m_attacker->currentData().toLongLong();
    const std::optional<meshal::Character> attacker = attackerId > 0 ? m_editor->character(attackerId) : std::nullopt;
    *chosen = attacker && !key.isEmpty();
    if (!*chosen)
        return std::nullopt;
    QList<rules::Violation> refused;
    const std::optional<meshal::Attack> attack =
        meshal::weaponAttack(*attacker, {key}, m_weapon->currentData(kWeaponAttack).toInt(), refused);
    if (!attack)
        m_editor->refuse(refused, m_weapon);
    return attack;
}

} // namespace sw::ui
