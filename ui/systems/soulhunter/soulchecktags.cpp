#include "systems/soulhunter/soulchecktags.h"

#include "systems/soulhunter/play.h"

#include <QSignalBlocker>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulCheckTags::SoulCheckTags(QWidget *parent) : QListWidget(parent)
{
    setObjectName(u"soulCheckTags"_s);
    setMaximumHeight(fontMetrics().height() * 6);
}

void SoulCheckTags::fill(const soulhunter::Character *c, qint64 id, const QStringList &sceneTags)
{
    const QSignalBlocker quiet(this);
    const QList<std::pair<Kind, int>> before = id == m_id ? ticked() : QList<std::pair<Kind, int>>{};
    m_id = id;
    clear();
    if (!c)
        return;
    const auto add = [&](Kind kind, int index, const QString &text) {
        auto *item = new QListWidgetItem(text, this);
        item->setData(Qt::UserRole, int(kind));
        item->setData(Qt::UserRole + 1, index);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(before.contains(std::pair{kind, index}) ? Qt::Checked : Qt::Unchecked);
    };
    for (int i = 0; i < c->marks.size(); ++i) {
        if (!c->marks.at(i).released)
            add(Mark, i, tr("Mark: %1 (+2 specialty)").arg(c->marks.at(i).type));
    }
    for (int i = 0; i < c->power.flaws.size(); ++i)
        add(Flaw, i, tr("Flaw: %1 (penalty 4)").arg(c->power.flaws.at(i)));
    for (int i = 0; i < c->grievous.size(); ++i) {
        const soulhunter::GrievousTag &g = c->grievous.at(i);
        add(Grievous, i, g.usedThisScene ? tr("Grievous: %1 (penalty 4)").arg(g.text)
                                         : tr("Grievous: %1 (penalty 4, 1 damage: first this scene)").arg(g.text));
    }
    for (int i = 0; i < sceneTags.size(); ++i)
        add(SceneTag, i, tr("Scene: %1 (level +1)").arg(sceneTags.at(i)));
}

int SoulCheckTags::levels() const
{
    int n = 0;
    for (const auto &[kind, index] : ticked())
        n += kind == SceneTag ? 1 : 0;
    return n;
}

QList<std::pair<SoulCheckTags::Kind, int>> SoulCheckTags::ticked() const
{
    QList<std::pair<Kind, int>> out;
    for (int i = 0; i < count(); ++i) {
        if (item(i)->checkState() == Qt::Checked)
            out.append({Kind(item(i)->data(Qt::UserRole).toInt()), item(i)->data(Qt::UserRole + 1).toInt()});
    }
    return out;
}

QList<soulhunter::Modifier> SoulCheckTags::modifiers(const soulhunter::Character &c, const soulhunter::Rules &rules) const
{
    QList<soulhunter::Modifier> out;
    for (const auto &[kind, index] : ticked()) {
        if (kind == Mark) { // rule 35 (L144)
            if (const soulhunter::Activation a = soulhunter::activateMark(c, index, rules); a.specialty > 0)
                out.append({u"mark:"_s + QString::number(index), a.specialty, false, true});
        } else if (kind == Flaw && index < c.power.flaws.size()) { // rule 34 (L53)
            out.append({u"flaw:"_s + c.power.flaws.at(index), soulhunter::activateFlaw(rules).penalty, true, false});
        } else if (kind == Grievous && index < c.grievous.size()) { // rule 33 (L155)
            soulhunter::Character copy = c;
            out.append({u"grievous:"_s + c.grievous.at(index).text, soulhunter::activateGrievous(copy, index, rules).penalty, true, false});
        }
    }
    return out;
}

void SoulCheckTags::activateOn(soulhunter::Character &c, const soulhunter::Rules &rules) const
{
    for (const auto &[kind, index] : ticked()) {
        if (kind == Grievous)
            soulhunter::activateGrievous(c, index, rules); // the damage and the XP go on the sheet
    }
}

void SoulCheckTags::clearTicks()
{
    for (int i = 0; i < count(); ++i)
        item(i)->setCheckState(Qt::Unchecked);
}

} // namespace sw::ui
