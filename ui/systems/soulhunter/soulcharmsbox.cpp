#include "systems/soulhunter/soulcharmsbox.h"

#include "common/undolabel.h"
#include "systems/soulhunter/pack.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "widgets/clockface.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulCharmsBox::SoulCharmsBox(SoulhunterEditor *editor, Read read, Write write, QWidget *parent)
    : QGroupBox(parent), m_editor(editor), m_read(std::move(read)), m_write(std::move(write))
{
    setObjectName(u"soulCharms"_s);
    m_list = new QListWidget(this);
    m_list->setObjectName(u"soulCharmList"_s);
    m_list->setMaximumHeight(110);
    m_clock = new ClockFace(this);
    m_clock->setObjectName(u"soulCharmClock"_s);
    m_capacityText = new QLabel(this);
    m_capacityText->setObjectName(u"soulCharmCapacity"_s);
    m_capacityText->setWordWrap(true);
    m_notes = new QListWidget(this);
    m_notes->setObjectName(u"soulCharmNotes"_s);
    m_notes->setMaximumHeight(90);
    m_note = new QLineEdit(this);
    m_note->setObjectName(u"soulCharmNote"_s);
    m_mark = new QPushButton(this);
    m_mark->setObjectName(u"soulCharmMark"_s);
    m_clear = new QPushButton(this);
    m_clear->setObjectName(u"soulCharmClear"_s);
    m_remove = new QPushButton(this);
    m_remove->setObjectName(u"soulCharmRemove"_s);
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"soulCharmName"_s);
    m_name->setMinimumWidth(120);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(u"soulCharmKind"_s);
    for (const QString &kind : soulhunter::charmKinds())
        m_kind->addItem(QString(), kind);
    m_capacity = new QSpinBox(this);
    m_capacity->setObjectName(u"soulCharmOwnCapacity"_s);
    m_capacity->setRange(0, 99);
    m_add = new QPushButton(this);
    m_add->setObjectName(u"soulCharmAdd"_s);
    for (QPushButton *b : {m_mark, m_clear, m_remove, m_add})
        b->setAutoDefault(false);
    m_newLabel = new QLabel(this);
    m_newLabel->setBuddy(m_name);
    m_kindLabel = new QLabel(this);
    m_kindLabel->setBuddy(m_kind);
    m_capacityLabel = new QLabel(this);
    m_capacityLabel->setBuddy(m_capacity);
    m_noteLabel = new QLabel(this);
    m_noteLabel->setBuddy(m_note);

    auto *selected = new QGridLayout;
    selected->addWidget(m_clock, 0, 0, 2, 1);
    selected->addWidget(m_capacityText, 0, 1, 1, 3);
    selected->addWidget(m_notes, 1, 1, 1, 3);
    selected->addWidget(m_noteLabel, 2, 0);
    selected->addWidget(m_note, 2, 1);
    selected->addWidget(m_mark, 2, 2);
    selected->addWidget(m_clear, 2, 3);
    auto *form = new QFormLayout;
    auto *newRow = new QHBoxLayout;
    newRow->addWidget(m_name, 1);
    newRow->addWidget(m_kindLabel);
    newRow->addWidget(m_kind);
    newRow->addWidget(m_capacityLabel);
    newRow->addWidget(m_capacity);
    newRow->addWidget(m_add);
    form->addRow(m_newLabel, newRow);
    auto *layout = new QVBoxLayout(this);
    auto *listRow = new QHBoxLayout;
    listRow->addWidget(m_list, 1);
    listRow->addWidget(m_remove, 0, Qt::AlignTop);
    layout->addLayout(listRow);
    layout->addLayout(selected);
    layout->addLayout(form);

    connect(m_list, &QListWidget::currentRowChanged, this, &SoulCharmsBox::showSelected);
    connect(m_add, &QPushButton::clicked, this, &SoulCharmsBox::addCharm);
    connect(m_name, &QLineEdit::returnPressed, this, &SoulCharmsBox::addCharm);
    connect(m_remove, &QPushButton::clicked, this, &SoulCharmsBox::removeCharm);
    connect(m_mark, &QPushButton::clicked, this, &SoulCharmsBox::markSlash);
    connect(m_note, &QLineEdit::returnPressed, this, &SoulCharmsBox::markSlash);
    connect(m_clear, &QPushButton::clicked, this, &SoulCharmsBox::clearSlash);
    // A click on the clock: past the last slash marks one (with the note typed), on it clears it.
    connect(m_clock, &ClockFace::valueRequested, this, [this](int value) {
        if (value > m_clock->value())
            markSlash();
        else
            clearSlash();
    });
    retranslate();
    refresh();
}

void SoulCharmsBox::refresh()
{
    const QList<soulhunter::Charm> charms = m_read ? m_read() : QList<soulhunter::Charm>{};
    const soulhunter::Rules rules = m_editor ? m_editor->rules() : soulhunter::Rules(soulhunter::builtInProfile());
    const int row = m_list->currentRow();
    {
        const QSignalBlocker quiet(m_list);
        m_list->clear();
        for (const soulhunter::Charm &c : charms) {
            const std::optional<int> capacity = soulhunter::charmCapacity(c, rules);
            m_list->addItem(tr("%1 · %2 · %3/%4")
                                .arg(c.name, m_kind->itemText(int(soulhunter::charmKinds().indexOf(c.kind))))
                                .arg(c.slashes())
                                .arg(capacity ? QString::number(*capacity) : tr("?")));
        }
        m_list->setCurrentRow(charms.isEmpty() ? -1 : std::clamp(row, 0, int(charms.size()) - 1));
    }
    showSelected();
}

void SoulCharmsBox::showSelected()
{
    const QList<soulhunter::Charm> charms = m_read ? m_read() : QList<soulhunter::Charm>{};
    const int row = m_list->currentRow();
    const bool has = row >= 0 && row < charms.size();
    for (QWidget *w : std::initializer_list<QWidget *>{m_remove, m_mark, m_clear, m_note, m_clock})
        w->setEnabled(has);
    m_notes->clear();
    if (!has) {
        m_clock->setSegments(4);
        m_clock->setValue(0);
        m_capacityText->setText(tr("No charm selected."));
        return;
    }
    const soulhunter::Charm &c = charms.at(row);
    const soulhunter::Rules rules = m_editor ? m_editor->rules() : soulhunter::Rules(soulhunter::builtInProfile());
    const std::optional<int> capacity = soulhunter::charmCapacity(c, rules);
    m_clock->setSegments(std::max(2, capacity.value_or(c.slashes())));
    m_clock->setEnabled(capacity.has_value()); // no size yet: nothing to mark (the kind's setting waits)
    m_clock->setValue(c.slashes());
    m_clock->setAccessibleName(c.name);
    if (capacity)
        m_capacityText->setText(tr("%1: %2 of %3 slashes.").arg(c.name).arg(c.slashes()).arg(*capacity));
    else
        m_capacityText->setText(tr("%1: capacity to be filled from your rulebook (%2).")
                                    .arg(c.name, m_editor ? m_editor->settingName(soulhunter::charmSizeSetting(c.kind)) : c.kind));
    m_clear->setEnabled(c.slashes() > 0);
    for (qsizetype i = 0; i < c.notes.size(); ++i)
        m_notes->addItem(tr("Slash %1: %2").arg(i + 1).arg(c.notes.at(i).isEmpty() ? tr("(no note)") : c.notes.at(i)));
}

bool SoulCharmsBox::change(const QList<soulhunter::Charm> &charms, const QString &label, QWidget *source)
{
    if (!m_editor || !m_write)
        return false;
    if (const QList<rules::Violation> broken = soulhunter::newlyBrokenCharms(m_read(), charms, m_editor->rules()); !broken.isEmpty()) {
        m_editor->refuse(broken, source);
        return false;
    }
    return m_write(charms, label);
}

void SoulCharmsBox::addCharm()
{
    QList<soulhunter::Charm> charms = m_read();
    soulhunter::Charm c{m_name->text().trimmed(), m_kind->currentData().toString(), std::nullopt, {}};
    if (m_capacity->value() > 0)
        c.capacity = m_capacity->value();
    charms << c;
    if (change(charms, SW_TR_LABEL("Charm %1 added").arg(c.name), m_name)) {
        m_name->clear();
        m_list->setCurrentRow(int(charms.size()) - 1);
    }
}

void SoulCharmsBox::removeCharm()
{
    QList<soulhunter::Charm> charms = m_read();
    const int row = m_list->currentRow();
    if (row < 0 || row >= charms.size())
        return;
    const QString name = charms.takeAt(row).name;
    change(charms, SW_TR_LABEL("Charm %1 removed").arg(name), m_list);
}

void SoulCharmsBox::markSlash()
{
    QList<soulhunter::Charm> charms = m_read();
    const int row = m_list->currentRow();
    if (row < 0 || row >= charms.size())
        return;
    charms[row].notes << m_note->text().trimmed();
    if (change(charms, SW_TR_LABEL("Slash on charm %1").arg(charms.at(row).name), m_clock))
        m_note->clear();
    else
        m_clock->flashRefused();
}

void SoulCharmsBox::clearSlash()
{
    QList<soulhunter::Charm> charms = m_read();
    const int row = m_list->currentRow();
    if (row < 0 || row >= charms.size() || charms.at(row).notes.isEmpty())
        return;
    charms[row].notes.removeLast();
    change(charms, SW_TR_LABEL("Slash cleared on charm %1").arg(charms.at(row).name), m_clock);
}

void SoulCharmsBox::retranslate()
{
    setTitle(tr("Charms"));
    const QStringList kinds{tr("Warning charm"), tr("Duel charm"), tr("Task charm"), tr("Event charm")};
    for (int i = 0; i < kinds.size() && i < m_kind->count(); ++i)
        m_kind->setItemText(i, kinds.at(i));
    m_capacity->setSpecialValueText(tr("kind's size"));
    m_newLabel->setText(tr("New c&harm"));
    m_kindLabel->setText(tr("K&ind"));
    m_capacityLabel->setText(tr("Ca&pacity"));
    m_noteLabel->setText(tr("Slash n&ote"));
    m_add->setText(tr("Add Char&m"));
    m_remove->setText(tr("Remo&ve Charm"));
    m_mark->setText(tr("Mar&k Slash"));
    m_clear->setText(tr("C&lear Slash"));
    m_name->setPlaceholderText(tr("Charm name"));
    refresh();
}

void SoulCharmsBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

} // namespace sw::ui
