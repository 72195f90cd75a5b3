#include "systems/soulhunter/soulcheckagainst.h"

#include "models/campaignsession.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {
constexpr int kTagRole = Qt::UserRole;           // the tag's index in the Sin
constexpr int kDirectionRole = Qt::UserRole + 1; // +1 or −1
} // namespace

SoulCheckAgainst::SoulCheckAgainst(QWidget *parent) : QWidget(parent)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    m_hazard = new QComboBox(this);
    m_hazard->setObjectName(u"soulCheckHazard"_s);
    m_sin = new QComboBox(this);
    m_sin->setObjectName(u"soulCheckSin"_s);
    m_tags = new QListWidget(this);
    m_tags->setObjectName(u"soulCheckObsessions"_s);
    m_tags->setMaximumHeight(m_tags->fontMetrics().height() * 6);
    m_method = new QLineEdit(this);
    m_method->setObjectName(u"soulCheckMethod"_s);
    m_newRound = new QPushButton(this);
    m_newRound->setObjectName(u"soulCheckNewRound"_s);
    const auto row = [&](QLabel *&label, QWidget *field) {
        label = new QLabel(this);
        label->setBuddy(field);
        form->addRow(label, field);
    };
    row(m_hazardLabel, m_hazard);
    row(m_sinLabel, m_sin);
    row(m_tagsLabel, m_tags);
    row(m_methodLabel, m_method);
    form->addRow(QString(), m_newRound);
    connect(m_hazard, &QComboBox::currentIndexChanged, this, &SoulCheckAgainst::changed);
    connect(m_sin, &QComboBox::currentIndexChanged, this, [this] {
        fillTags();
        Q_EMIT changed();
    });
    connect(m_tags, &QListWidget::itemChanged, this, &SoulCheckAgainst::tagChanged);
    connect(m_method, &QLineEdit::textChanged, this, &SoulCheckAgainst::changed);
    connect(m_newRound, &QPushButton::clicked, this, [this] {
        m_usedThisRound.clear(); // L230: the next round, each character may activate again
        Q_EMIT changed();
    });
    retranslate();
    setCheck(m_kind, 0);
}

void SoulCheckAgainst::setEditor(SoulhunterEditor *editor)
{
    m_editor = editor;
    m_usedThisRound.clear();
    retranslate();
}

void SoulCheckAgainst::setCheck(soulhunter::CheckKind kind, qint64 characterId)
{
    m_kind = kind;
    m_character = characterId;
    const bool resistance = kind == soulhunter::CheckKind::Resistance;
    m_hazardLabel->setVisible(resistance);
    m_hazard->setVisible(resistance);
}

void SoulCheckAgainst::retranslate()
{
    m_hazardLabel->setText(tr("Ha&zard's attribute"));
    m_hazard->setToolTip(tr("Rule 18 (L90): the hazard sets the resistance's key attribute."));
    m_sinLabel->setText(tr("&Against Sin"));
    m_tagsLabel->setText(tr("Obsession tags"));
    m_tags->setToolTip(tr("Rule 38 (L221-L230): before the roll, a known obsession tag of the Sin gives CAT +1 or −1; "
                          "one activation per character per round, the same way once against a Sin."));
    m_methodLabel->setText(tr("&Way used"));
    m_method->setPlaceholderText(tr("e.g. reveal its weakness"));
    m_newRound->setText(tr("New Ro&und"));
    {
        const QSignalBlocker quiet(m_hazard);
        const int at = std::max(0, m_hazard->currentIndex());
        m_hazard->clear();
        m_hazard->addItem(tr("not chosen"), QString());
        if (m_editor) {
            for (soulhunter::Attribute a : soulhunter::kAttributes)
                m_hazard->addItem(m_editor->attributeName(a), soulhunter::attributeId(a));
        }
        m_hazard->setCurrentIndex(std::min(at, m_hazard->count() - 1));
    }
    refresh();
}

void SoulCheckAgainst::refresh()
{
    {
        const QSignalBlocker quiet(m_sin);
        const QVariant current = m_sin->currentData();
        m_sin->clear();
        m_sin->addItem(tr("no Sin"), QVariant());
        if (m_editor && m_editor->session()) {
            for (const auto &[id, s] : soulhunter::sins(m_editor->session()->store()))
                m_sin->addItem(s.name, id);
        }
        const int index = current.isValid() ? m_sin->findData(current) : 0;
        m_sin->setCurrentIndex(std::max(0, index));
    }
    fillTags();
}

void SoulCheckAgainst::fillTags()
{
    QList<std::pair<int, int>> ticked;
    for (int i = 0; i < m_tags->count(); ++i) {
        if (m_tags->item(i)->checkState() == Qt::Checked)
            ticked.append({m_tags->item(i)->data(kTagRole).toInt(), m_tags->item(i)->data(kDirectionRole).toInt()});
    }
    const QSignalBlocker quiet(m_tags);
    m_tags->clear();
    const std::optional<soulhunter::Sin> s = m_editor && m_editor->session() && m_sin->currentData().isValid()
                                                 ? soulhunter::sin(m_editor->session()->store(), m_sin->currentData().toLongLong())
                                                 : std::nullopt;
    m_tags->setEnabled(s.has_value());
    m_method->setEnabled(s.has_value());
    if (!s)
        return;
    int unknown = 0;
    for (int i = 0; i < s->obsessions.size(); ++i) {
        const soulhunter::ObsessionTag &tag = s->obsessions.at(i);
        if (!tag.known) { // rule 38: only the tags the characters know (L221)
            ++unknown;
            continue;
        }
        for (int direction : {1, -1}) {
            auto *item = new QListWidgetItem(direction > 0 ? tr("%1: CAT +1").arg(tag.text) : tr("%1: CAT −1").arg(tag.text), m_tags);
            item->setData(kTagRole, i);
            item->setData(kDirectionRole, direction);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(ticked.contains(std::pair{i, direction}) ? Qt::Checked : Qt::Unchecked);
        }
    }
    if (unknown > 0) {
        auto *item = new QListWidgetItem(tr("Tags the characters do not know yet: %1").arg(unknown), m_tags);
        item->setFlags(Qt::NoItemFlags);
    }
}

void SoulCheckAgainst::tagChanged(QListWidgetItem *item)
{
    // +1 and −1 of one tag are one choice (L222): ticking one unticks the other.
    if (item->checkState() == Qt::Checked) {
        const QSignalBlocker quiet(m_tags);
        for (int i = 0; i < m_tags->count(); ++i) {
            QListWidgetItem *other = m_tags->item(i);
            if (other != item && other->data(kTagRole) == item->data(kTagRole) && (other->flags() & Qt::ItemIsUserCheckable))
                other->setCheckState(Qt::Unchecked);
        }
    }
    Q_EMIT changed();
}

std::optional<soulhunter::Attribute> SoulCheckAgainst::hazard() const
{
    return soulhunter::attributeFromId(m_hazard->currentData().toString());
}

QList<soulhunter::Obsession> SoulCheckAgainst::obsessions() const
{
    QList<soulhunter::Obsession> out;
    const std::optional<soulhunter::Sin> s = m_editor && m_editor->session() && m_sin->currentData().isValid()
                                                 ? soulhunter::sin(m_editor->session()->store(), m_sin->currentData().toLongLong())
                                                 : std::nullopt;
    if (!s)
        return out;
    for (int i = 0; i < m_tags->count(); ++i) {
        const QListWidgetItem *item = m_tags->item(i);
        const int tag = item->data(kTagRole).toInt();
        if (item->checkState() == Qt::Checked && tag >= 0 && tag < s->obsessions.size())
            out.append({s->obsessions.at(tag).text, s->obsessions.at(tag).known, item->data(kDirectionRole).toInt()});
    }
    return out;
}

int SoulCheckAgainst::net() const
{
    int out = 0;
    for (const soulhunter::Obsession &o : obsessions())
        out += o.direction >= 0 ? 1 : -1;
    return out;
}

QString SoulCheckAgainst::activatedText() const
{
    QStringList out;
    for (const soulhunter::Obsession &o : obsessions())
        out << (o.direction >= 0 ? tr("%1 +1").arg(o.tag) : tr("%1 −1").arg(o.tag));
    return out.join(tr(", "));
}

QString SoulCheckAgainst::refusal() const
{
    const QList<soulhunter::Obsession> tags = obsessions();
    if (tags.isEmpty() || !m_editor)
        return {};
    const QString method = m_method->text().trimmed();
    if (method.isEmpty())
        return tr("Say how the obsession tags are used (L224), e.g. stir the Sin's humanity.");
    const std::optional<soulhunter::Sin> s = soulhunter::sin(m_editor->session()->store(), m_sin->currentData().toLongLong());
    const soulhunter::ObsessionUse use = soulhunter::applyObsessions(0, tags, true, m_usedThisRound.contains(m_character), method,
                                                                      s ? s->methodsUsed : QStringList{}, m_editor->rules());
    QList<rules::Violation> why;
    for (const QString &code : use.refused)
        why.append({code, u"obsession"_s, {}});
    return m_editor->explain(why);
}

std::optional<store::SheetChange> SoulCheckAgainst::sinChange() const
{
    if (obsessions().isEmpty() || !m_editor || !m_editor->session())
        return std::nullopt;
    const qint64 id = m_sin->currentData().toLongLong();
    std::optional<soulhunter::Sin> s = soulhunter::sin(m_editor->session()->store(), id);
    if (!s)
        return std::nullopt;
    s->methodsUsed << m_method->text().trimmed(); // L230: this way is spent against this Sin
    return store::SheetChange{{QString(soulhunter::kSinKind), QString::number(id)}, soulhunter::toJson(*s)};
}

void SoulCheckAgainst::used()
{
    m_usedThisRound.insert(m_character); // L230: once per round
    const QSignalBlocker quiet(m_tags);
    for (int i = 0; i < m_tags->count(); ++i) {
        if (m_tags->item(i)->flags() & Qt::ItemIsUserCheckable)
            m_tags->item(i)->setCheckState(Qt::Unchecked);
    }
    m_method->clear();
    Q_EMIT changed();
}

} // namespace sw::ui
