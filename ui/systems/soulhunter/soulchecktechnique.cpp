#include "systems/soulhunter/soulchecktechnique.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QSignalBlocker>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulCheckTechnique::SoulCheckTechnique(QWidget *parent) : QWidget(parent)
{
    m_technique = new QComboBox(this);
    m_technique->setObjectName(u"soulCheckTechnique"_s);
    m_school = new QComboBox(this);
    m_school->setObjectName(u"soulCheckSchool"_s);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_technique, 1);
    layout->addWidget(m_school);
    for (QComboBox *box : {m_technique, m_school})
        connect(box, &QComboBox::currentIndexChanged, this, &SoulCheckTechnique::changed);
    connect(m_technique, &QComboBox::currentIndexChanged, this, [this] { m_school->setEnabled(m_technique->currentIndex() > 0); });
    retranslate();
}

void SoulCheckTechnique::fill(const soulhunter::Character *c, qint64 id)
{
    const QSignalBlocker quiet(m_technique);
    const QString chosen = id == m_id ? m_technique->currentData().toString() : QString();
    m_id = id;
    m_technique->clear();
    m_technique->addItem(tr("none"), QString());
    if (c) {
        for (const soulhunter::Technique &t : c->techniques)
            m_technique->addItem(t.prepared ? t.name : tr("%1 (not prepared)").arg(t.name), t.name);
    }
    m_technique->setCurrentIndex(std::max(0, m_technique->findData(chosen)));
    m_school->setEnabled(m_technique->currentIndex() > 0);
}

std::optional<soulhunter::Showing> SoulCheckTechnique::showing(const soulhunter::Character &c) const
{
    const QString name = m_technique->currentData().toString();
    if (name.isEmpty())
        return std::nullopt;
    for (const soulhunter::Technique &t : c.techniques) {
        if (t.name != name)
            continue;
        const int school = m_school->currentData().toInt();
        return soulhunter::showTechnique(t, school < 0 ? std::nullopt : std::optional<soulhunter::School>(soulhunter::School(school)));
    }
    return std::nullopt;
}

QString SoulCheckTechnique::techniqueName() const
{
    return m_technique->currentData().toString();
}

void SoulCheckTechnique::retranslate()
{
    const QSignalBlocker quiet(m_school);
    const int school = std::max(0, m_school->currentIndex());
    m_school->clear();
    m_school->addItem(tr("its own school"), -1);
    m_school->addItem(tr("martial arts (Physique)"), int(soulhunter::School::Martial));
    m_school->addItem(tr("spellcraft (Wisdom)"), int(soulhunter::School::Spell));
    m_school->setCurrentIndex(school);
    const QString why = tr("Rule 41 (L268-L269): a technique of several schools is shown with one school chosen for this manifestation; "
                           "that school's attribute is the key attribute of the check (martial arts: Physique, spellcraft: Wisdom). "
                           "Only a prepared technique is shown.");
    m_technique->setToolTip(why);
    m_school->setToolTip(why);
    if (m_technique->count())
        m_technique->setItemText(0, tr("none"));
}

void SoulCheckTechnique::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sw::ui
