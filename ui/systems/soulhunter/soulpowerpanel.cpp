#include "systems/soulhunter/soulpowerpanel.h"

#include "common/undolabel.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/soultaglist.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulPowerPanel::SoulPowerPanel(SoulhunterEditor *editor, qint64 id, QWidget *parent) : SoulPanel(editor, id, parent)
{
    setObjectName(u"soulPowerPanel"_s);
    auto *grid = new QGridLayout(this);
    int row = 0;
    m_nameLabel = new QLabel(this);
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"soulPowerName"_s);
    m_nameLabel->setBuddy(m_name);
    grid->addWidget(m_nameLabel, row, 0);
    grid->addWidget(m_name, row++, 1, 1, 2);
    m_descriptionLabel = new QLabel(this);
    m_description = new QPlainTextEdit(this);
    m_description->setObjectName(u"soulPowerDescription"_s);
    m_description->setMaximumHeight(m_description->fontMetrics().height() * 4);
    m_description->installEventFilter(this);
    m_descriptionLabel->setBuddy(m_description);
    grid->addWidget(m_descriptionLabel, row, 0);
    grid->addWidget(m_description, row++, 1, 1, 2);
    connect(m_name, &QLineEdit::editingFinished, this, &SoulPowerPanel::writePower);
    const auto list = [&](QLabel *&label, SoulTagList *&tags, const QString &name) {
        label = new QLabel(this);
        tags = new SoulTagList(name, this);
        grid->addWidget(label, row, 0, Qt::AlignTop);
        grid->addWidget(tags, row++, 1, 1, 2);
    };
    list(m_tagsLabel, m_tags, u"soulPowerTags"_s);
    list(m_flawsLabel, m_flaws, u"soulFlaws"_s);
    list(m_marksLabel, m_marks, u"soulMarks"_s);
    for (int tier = 0; tier < 3; ++tier) {
        m_unlockLabels[std::size_t(tier)] = new QLabel(this);
        auto *edit = new QLineEdit(this);
        edit->setObjectName(u"soulUnlock%1"_s.arg(tier));
        m_unlocks[std::size_t(tier)] = edit;
        m_unlockLabels[std::size_t(tier)]->setBuddy(edit);
        m_thresholds[std::size_t(tier)] = new QLabel(this);
        m_thresholds[std::size_t(tier)]->setObjectName(u"soulUnlockNeeds%1"_s.arg(tier));
        grid->addWidget(m_unlockLabels[std::size_t(tier)], row, 0);
        grid->addWidget(edit, row, 1);
        grid->addWidget(m_thresholds[std::size_t(tier)], row++, 2);
        connect(edit, &QLineEdit::editingFinished, this, [this, tier] { writeUnlock(tier); });
    }
    list(m_traitsLabel, m_traits, u"soulTraits"_s);
    list(m_statusLabel, m_status, u"soulStatus"_s);
    for (SoulTagList *l : {m_tags, m_flaws, m_traits, m_status})
        connect(l, &SoulTagList::requested, this, [this, l](const QStringList &tags) { writeList(l, tags); });
    connect(m_marks, &SoulTagList::requested, this, &SoulPowerPanel::writeMarks);
    grid->setColumnStretch(1, 1);
}

void SoulPowerPanel::load(const soulhunter::Character &c, const soulhunter::Rules &r)
{
    if (m_name->text() != c.power.name)
        m_name->setText(c.power.name);
    if (m_description->toPlainText() != c.power.description)
        m_description->setPlainText(c.power.description);
    QStringList tags;
    for (const soulhunter::PowerTag &t : c.power.tags)
        tags << t.text;
    m_tags->setTags(tags);
    m_flaws->setTags(c.power.flaws);
    QStringList marks;
    for (const soulhunter::Mark &m : c.marks) {
        marks << (m.fromSoul ? tr("%1 — from Soul").arg(m.type) : m.type);
    }
    m_marks->setTags(marks);
    m_traits->setTags(c.traitTags);
    m_status->setTags(c.statusTags);
    for (int tier = 0; tier < 3; ++tier) {
        QString name;
        for (const soulhunter::Unlock &u : c.unlocks) {
            if (u.tier == tier)
                name = u.name;
        }
        QLineEdit *edit = m_unlocks[std::size_t(tier)];
        if (edit->text() != name)
            edit->setText(name);
        const soulhunter::Derived needed = tier == 0 ? soulhunter::soulWeaponLingshi(c, r) : soulhunter::ultimateLingshi(c, tier, r);
        m_thresholds[std::size_t(tier)]->setText(needed.ok() ? tr("needs Spirit Awareness %1 (D8)").arg(*needed.value)
                                                             : m_editor->waitsFor(needed.missing));
    }
}

void SoulPowerPanel::retranslate()
{
    setTitle(tr("Psychic power, marks and tags"));
    m_nameLabel->setText(tr("Psychic &power"));
    m_descriptionLabel->setText(tr("&Description"));
    m_tagsLabel->setText(tr("Power tags"));
    m_flawsLabel->setText(tr("Flaw tags"));
    m_marksLabel->setText(tr("Psychic marks"));
    m_unlockLabels[0]->setText(tr("Soul weapon"));
    m_unlockLabels[1]->setText(tr("Ultimate, tier &1"));
    m_unlockLabels[2]->setText(tr("Ultimate, tier &2"));
    m_traitsLabel->setText(tr("Trait tags"));
    m_statusLabel->setText(tr("Status tags"));
    for (SoulTagList *l : {m_tags, m_flaws, m_marks, m_traits, m_status})
        l->retranslate();
}

bool SoulPowerPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_description && event->type() == QEvent::FocusOut)
        writePower();
    return SoulPanel::eventFilter(watched, event);
}

void SoulPowerPanel::writePower()
{
    const QString name = m_name->text().trimmed();
    const QString description = m_description->toPlainText();
    edit(u"soulhunter.power"_s, SW_TR_LABEL("%1's psychic power").arg(who()), [name, description](soulhunter::Character &c) {
        c.power.name = name;
        c.power.description = description;
        return QList<rules::Violation>{};
    }, m_name);
}

void SoulPowerPanel::writeList(SoulTagList *list, const QStringList &tags)
{
    const QString label = list == m_tags    ? SW_TR_LABEL("%1's power tags").arg(who())
                          : list == m_flaws ? SW_TR_LABEL("%1's flaw tags").arg(who())
                          : list == m_traits ? SW_TR_LABEL("%1's trait tags").arg(who())
                                             : SW_TR_LABEL("%1's status tags").arg(who());
    edit(u"soulhunter.tags"_s, label, [this, list, tags](soulhunter::Character &c) {
        if (list == m_tags) {
            c.power.tags.clear();
            for (const QString &t : tags)
                c.power.tags.append({t});
        } else if (list == m_flaws) {
            c.power.flaws = tags;
        } else if (list == m_traits) {
            c.traitTags = tags;
        } else {
            c.statusTags = tags;
        }
        return QList<rules::Violation>{};
    }, list);
}

void SoulPowerPanel::writeMarks(const QStringList &tags)
{
    // The list shows the marks in order: a new text names the first unnamed mark of 心魂, else
    // adds a mark of the rulebook's; a removed row removes that mark (rule 7 refuses 心魂's).
    const QStringList shown = m_marks->tags();
    edit(u"soulhunter.marks"_s, SW_TR_LABEL("%1's psychic marks").arg(who()), [tags, shown](soulhunter::Character &c) {
        if (tags.size() > c.marks.size()) {
            const QString type = tags.constLast();
            const auto unnamed = std::find_if(c.marks.begin(), c.marks.end(), [](const soulhunter::Mark &m) { return m.fromSoul && m.note == kUnnamedMark; });
            if (unnamed != c.marks.end()) {
                unnamed->type = type;
                unnamed->note.clear();
            } else
                c.marks.append({type, QString(), false, false});
            return QList<rules::Violation>{};
        }
        for (qsizetype i = 0; i < c.marks.size(); ++i) {
            if (i >= tags.size() || i >= shown.size() || tags.at(i) != shown.at(i)) {
                c.marks.removeAt(i);
                break;
            }
        }
        return QList<rules::Violation>{};
    }, m_marks);
}

void SoulPowerPanel::writeUnlock(int tier)
{
    const QString name = m_unlocks[std::size_t(tier)]->text().trimmed();
    const QString label = tier == 0 ? SW_TR_LABEL("%1's soul weapon").arg(who()) : SW_TR_LABEL("%1's tier-%2 ultimate").arg(who()).arg(tier);
    edit(u"soulhunter.unlock"_s, label, [tier, name](soulhunter::Character &c) {
        const auto it = std::find_if(c.unlocks.begin(), c.unlocks.end(), [tier](const soulhunter::Unlock &u) { return u.tier == tier; });
        if (name.isEmpty()) {
            if (it != c.unlocks.end())
                c.unlocks.erase(it);
        } else if (it != c.unlocks.end()) {
            it->name = name;
        } else {
            c.unlocks.append({name, QString(), tier});
        }
        return QList<rules::Violation>{};
    }, m_unlocks[std::size_t(tier)]);
}

} // namespace sw::ui
