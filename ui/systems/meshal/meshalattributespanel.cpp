#include "systems/meshal/meshalattributespanel.h"

#include "common/undolabel.h"
#include "systems/meshal/derived.h"
#include "systems/meshal/health.h"
#include "systems/meshal/ledger.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {

MeshalAttributesPanel::MeshalAttributesPanel(MeshalEditor *editor, qint64 id, QWidget *parent) : MeshalPanel(editor, id, parent)
{
    setObjectName(u"meshalAttributes"_s);
    auto *grid = new QGridLayout(this);
    for (std::size_t col = 0; col < m_headers.size(); ++col) {
        m_headers[col] = new QLabel(this);
        m_headers[col]->setAlignment(Qt::AlignCenter);
        grid->addWidget(m_headers[col], 0, int(col));
    }
    for (meshal::Attribute a : meshal::kAttributes) {
        Row &r = m_rows[std::size_t(a)];
        const QString key = meshal::attributeId(a);
        const int line = int(a) + 1;
        r.name = new QLabel(this);
        QFont bold = r.name->font();
        bold.setBold(true);
        r.name->setFont(bold);
        r.trained = new QLabel(this);
        r.base = new QLabel(this);
        r.temporary = new QLabel(this);
        r.total = new QLabel(this);
        r.dice = new QSpinBox(this);
        r.dice->setRange(0, 99);
        r.dice->setKeyboardTracking(false);
        r.occupancy = new QLabel(this);
        r.raise = new QPushButton(this);
        r.name->setObjectName(u"meshalAttribute_"_s + key);
        r.trained->setObjectName(u"meshalTrained_"_s + key);
        r.base->setObjectName(u"meshalBase_"_s + key);
        r.temporary->setObjectName(u"meshalTemporary_"_s + key);
        r.total->setObjectName(u"meshalTotal_"_s + key);
        r.dice->setObjectName(u"meshalDice_"_s + key);
        r.occupancy->setObjectName(u"meshalOccupancy_"_s + key);
        r.raise->setObjectName(u"meshalRaise_"_s + key);
        r.name->setBuddy(r.dice);
        const QList<QWidget *> cells{r.name, r.trained, r.base, r.temporary, r.total, r.dice, r.occupancy, r.raise};
        for (int col = 0; col < cells.size(); ++col) {
            if (auto *label = qobject_cast<QLabel *>(cells.at(col)); label && col > 0)
                label->setAlignment(Qt::AlignCenter);
            grid->addWidget(cells.at(col), line, col);
        }
        connect(r.raise, &QPushButton::clicked, this, [this, a] { raise(a); });
        connect(r.dice, &QSpinBox::valueChanged, this, [this, a] {
            if (!m_loading)
                writeDice(a);
        });
    }
}

void MeshalAttributesPanel::load(const meshal::Character &c)
{
    m_loading = true;
    const meshal::Modifiers temporary = meshal::temporaryModifiers(c);
    for (meshal::Attribute a : meshal::kAttributes) {
        Row &r = m_rows[std::size_t(a)];
        const std::size_t i = std::size_t(a);
        r.name->setText(m_editor->attributeName(a));
        r.trained->setText(QString::number(c.trainedScore(a)));
        r.base->setText(QString::number(meshal::baseScore(c, a)));
        const int change = temporary.attributes[i];
        r.temporary->setText(change > 0 ? u"+"_s + QString::number(change) : QString::number(change));
        r.total->setText(QString::number(meshal::totalScore(c, a)));
        if (r.dice->value() != c.currentDice(a))
            r.dice->setValue(c.currentDice(a));
        r.dice->setSuffix(tr(" / %1").arg(meshal::totalScore(c, a)));
        r.occupancy->setText(tr("%1 of %2").arg(meshal::occupancy(c, a)).arg(meshal::baseScore(c, a)));
        r.raise->setText(tr("Raise (%1)").arg(meshal::raiseCost(c, a, m_editor->pack())));
        r.raise->setToolTip(tr("+1 trained %1 costs the trained score %2 ×3 = %3 Talent (rules 24–25).")
                                .arg(m_editor->attributeName(a)).arg(c.trainedScore(a)).arg(meshal::raiseCost(c, a, m_editor->pack())));
    }
    m_loading = false;
}

void MeshalAttributesPanel::retranslate()
{
    setTitle(tr("Attributes"));
    const QStringList words{tr("Attribute"), tr("Trained"), tr("Base"), tr("Temporary"), tr("Total"), tr("Dice"), tr("Abilities"), QString()};
    for (std::size_t col = 0; col < m_headers.size(); ++col)
        m_headers[col]->setText(words.at(int(col)));
    m_headers[6]->setToolTip(tr("Levels of this attribute's abilities against its base score (rule 27)"));
    m_headers[5]->setToolTip(tr("Current dice: damage removes them, rest brings them back up to the total (rules 6–10)"));
}

void MeshalAttributesPanel::raise(meshal::Attribute a)
{
    const std::optional<meshal::Character> c = m_editor->character(m_id);
    if (!c)
        return;
    const meshal::Phase phase = m_editor->phase(*c, m_id);
    const meshal::MeshalPack &pack = m_editor->pack();
    edit(u"meshal.talent.raise"_s, SW_TR_LABEL("Raise %1").arg(m_editor->attributeName(a)),
         ruled([a, phase, &pack](meshal::Character &sheet) { return meshal::raiseAttribute(sheet, a, phase, pack); }),
         m_rows[std::size_t(a)].raise);
}

void MeshalAttributesPanel::writeDice(meshal::Attribute a)
{
    const int dice = m_rows[std::size_t(a)].dice->value();
    // The GM sets the dice by hand; the conditions follow from them (rules 8–9).
    edit(u"meshal.dice"_s, SW_TR_LABEL("Set %1 dice").arg(m_editor->attributeName(a)), [a, dice](meshal::Character &c) {
        c.dice[std::size_t(a)] = dice;
        meshal::updateConditions(c);
        return QList<rules::Violation>{};
    }, m_rows[std::size_t(a)].dice);
}

} // namespace sw::ui
