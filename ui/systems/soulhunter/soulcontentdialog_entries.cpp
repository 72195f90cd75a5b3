// The 狩魂者 content-pack editor's table: each catalogue's entries as cells, a cell's change, an
// entry added or removed (soulcontentdialog.h).
#include "systems/soulhunter/soulcontentdialog.h"

#include "common/undolabel.h"
#include "systems/soulhunter/soulhuntereditor.h"

#include <QComboBox>
#include <QJsonArray>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopedValueRollback>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

// Columns every catalogue has, then each one's own, then the entry's text in the three languages.
enum Column { Id, NameCN, NameTW, NameEn, Extra };
const QStringList kLanguages{u"zh_CN"_s, u"zh_TW"_s, u"en"_s};

QStringList extraFields(const QString &key)
{
    if (key == u"ultimates"_s)
        return {u"tier"_s};
    if (key == u"enchantments"_s)
        return {u"stackable"_s};
    if (key == u"techniques"_s)
        return {u"schools"_s, u"tier"_s, u"load"_s, u"cat"_s, u"enchantments"_s};
    return {};
}

QString cellText(const QJsonObject &entry, const QString &field)
{
    const QJsonValue v = entry.value(field);
    if (field == u"enchantments"_s) { // a technique's: "damage, narrative=4" (id, or id=POW)
        QStringList parts;
        for (const QJsonValue &e : v.toArray()) {
            const QJsonObject o = e.toObject();
            parts << (o.contains(u"pow"_s) ? o.value(u"id"_s).toString() + u'=' + QString::number(o.value(u"pow"_s).toInt())
                                          : o.value(u"id"_s).toString());
        }
        return parts.join(u", "_s);
    }
    if (v.isArray()) {
        QStringList parts;
        for (const QJsonValue &p : v.toArray())
            parts << p.toString();
        return parts.join(u", "_s);
    }
    if (v.isDouble())
        return QString::number(v.toInt());
    return v.toString();
}

// The cell's text as the entry's field (numbers and lists where the schema has them).
void setField(QJsonObject &entry, const QString &field, const QString &text)
{
    const QString t = text.trimmed();
    static const QRegularExpression listSeparators(u"[,，、\\s]+"_s);
    if (field == u"enchantments"_s) {
        // Each "id" or "id=POW"; without a POW it takes the technique's CAT, else 1 (D19, L264).
        QJsonArray list;
        for (const QString &part : t.split(listSeparators, Qt::SkipEmptyParts)) {
            QJsonObject e{{u"id"_s, part.section(u'=', 0, 0)}};
            if (part.contains(u'=')) {
                bool ok = false;
                const int pow = part.section(u'=', 1).toInt(&ok);
                e.insert(u"pow"_s, ok ? QJsonValue(pow) : QJsonValue(part.section(u'=', 1))); // the schema says why a word is not a POW
            }
            list.append(e);
        }
        if (list.isEmpty())
            entry.remove(field);
        else
            entry.insert(field, list);
    } else if (field == u"schools"_s) {
        static const QRegularExpression separators(u"[,，、\\s]+"_s);
        entry.insert(field, QJsonArray::fromStringList(t.split(separators, Qt::SkipEmptyParts)));
    } else if (field == u"load"_s || field == u"cat"_s || (field == u"tier"_s && !entry.contains(u"schools"_s))) {
        bool ok = false;
        const int n = t.toInt(&ok);
        if (t.isEmpty() && field == u"cat"_s)
            entry.remove(field); // no CAT: its enchantments' POW is 1 (D19)
        else if (ok)
            entry.insert(field, n);
        else
            entry.insert(field, t); // the schema says why a word is not a number
    } else {
        entry.insert(field, t);
    }
}

} // namespace

void SoulContentDialog::showEntries()
{
    showPack();
    const QString key = catalogueKey();
    const QStringList extra = extraFields(key);
    QStringList headers{tr("Id"), tr("Name (zh-CN)"), tr("Name (zh-TW)"), tr("Name (English)")};
    for (const QString &field : extra) {
        headers << (field == u"tier"_s ? (key == u"techniques"_s ? tr("Tier (basic, standard, advanced)") : tr("Tier (1 or 2)"))
                    : field == u"stackable"_s ? tr("Stackable")
                    : field == u"schools"_s  ? tr("Schools (martial, spell, universal)")
                    : field == u"load"_s     ? tr("Load")
                    : field == u"cat"_s      ? tr("CAT")
                                             : tr("Enchantments (id or id=POW)"));
    }
    const int textColumn = int(Extra + extra.size());
    headers << tr("Text (zh-CN)") << tr("Text (zh-TW)") << tr("Text (English)");
    const QJsonArray list = currentPack().value_or(QJsonObject{}).value(key).toArray();
    // The same pack and catalogue with as many entries: the cells change in place, the current cell
    // and the scrolling stay where the player left them.
    const QString shown = m_pack->currentData().toString() + u'/' + key;
    const bool inPlace = shown == m_shown && m_entries->rowCount() == list.size() && m_entries->columnCount() == headers.size();
    if (!inPlace && m_committing) { // the items go: not while one of them is being set
        QMetaObject::invokeMethod(this, &SoulContentDialog::showEntries, Qt::QueuedConnection);
        return;
    }
    m_loading = true;
    m_shown = shown;
    if (!inPlace) {
        m_entries->clear();
        m_entries->setColumnCount(int(headers.size()));
        m_entries->setRowCount(int(list.size()));
    }
    m_entries->setHorizontalHeaderLabels(headers);
    const auto put = [this](int row, int column, QTableWidgetItem *fresh) {
        QTableWidgetItem *held = m_entries->item(row, column);
        if (!held) {
            m_entries->setItem(row, column, fresh);
            return;
        }
        held->setFlags(fresh->flags());
        held->setText(fresh->text());
        if (fresh->data(Qt::CheckStateRole).isValid()) // the stackable box only
            held->setCheckState(fresh->checkState());
        delete fresh;
    };
    for (int row = 0; row < list.size(); ++row) {
        const QJsonObject entry = list.at(row).toObject();
        put(row, Id, new QTableWidgetItem(entry.value(u"id"_s).toString()));
        for (int l = 0; l < 3; ++l)
            put(row, NameCN + l, new QTableWidgetItem(entry.value(u"name"_s).toObject().value(kLanguages.at(l)).toString()));
        for (int e = 0; e < extra.size(); ++e) {
            auto *item = new QTableWidgetItem;
            if (extra.at(e) == u"stackable"_s) {
                item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
                item->setCheckState(entry.value(u"stackable"_s).toBool() ? Qt::Checked : Qt::Unchecked);
            } else {
                item->setText(cellText(entry, extra.at(e)));
            }
            put(row, Extra + e, item);
        }
        for (int l = 0; l < 3; ++l)
            put(row, textColumn + l, new QTableWidgetItem(entry.value(u"text"_s).toObject().value(kLanguages.at(l)).toString()));
    }
    if (!inPlace)
        m_entries->resizeColumnsToContents();
    m_remove->setEnabled(list.size() > 0);
    m_loading = false;
}

void SoulContentDialog::addEntry()
{
    std::optional<QJsonObject> pack = currentPack();
    if (!pack)
        return;
    const QString key = catalogueKey();
    QJsonArray list = pack->value(key).toArray();
    QStringList ids;
    for (const QJsonValue &e : list)
        ids << e.toObject().value(u"id"_s).toString();
    int n = int(list.size()) + 1;
    while (ids.contains(u"entry_%1"_s.arg(n)))
        ++n;
    const QString id = u"entry_%1"_s.arg(n);
    QJsonObject entry{{u"id"_s, id}, {u"name"_s, QJsonObject{{u"zh_CN"_s, id}}}};
    if (key == u"ultimates"_s)
        entry.insert(u"tier"_s, 1);
    if (key == u"techniques"_s) {
        entry.insert(u"schools"_s, QJsonArray{u"universal"_s});
        entry.insert(u"tier"_s, u"standard"_s);
        entry.insert(u"load"_s, 0);
    }
    list.append(entry);
    pack->insert(key, list);
    if (write(*pack, SW_TR_LABEL("Content pack %1: %2 added").arg(pack->value(u"id"_s).toString(), id), m_add))
        m_entries->setCurrentCell(int(list.size()) - 1, NameCN);
}

void SoulContentDialog::removeEntry()
{
    std::optional<QJsonObject> pack = currentPack();
    const int row = m_entries->currentRow();
    if (!pack || row < 0)
        return;
    const QString key = catalogueKey();
    QJsonArray list = pack->value(key).toArray();
    if (row >= list.size())
        return;
    const QString id = list.at(row).toObject().value(u"id"_s).toString();
    list.removeAt(row);
    if (list.isEmpty())
        pack->remove(key);
    else
        pack->insert(key, list);
    write(*pack, SW_TR_LABEL("Content pack %1: %2 removed").arg(pack->value(u"id"_s).toString(), id), m_remove);
}

void SoulContentDialog::cellChanged(QTableWidgetItem *item)
{
    if (m_loading)
        return;
    // Written at once, while the delegate commits the editor's text: the change is stored by the time
    // the editor closes. (Deferring it once more left it queued behind the delegate's own queued commit,
    // so a busy machine could read the pack, or close the dialog, before the write.) The write changes
    // the cells in place; a table that must be laid out anew waits until the item is let go (showEntries).
    const QScopedValueRollback committing(m_committing, true);
    applyCell(item->row(), item->column(), item->text(), item->checkState() == Qt::Checked);
}

void SoulContentDialog::applyCell(int row, int column, const QString &text, bool checked)
{
    std::optional<QJsonObject> pack = currentPack();
    if (!pack)
        return;
    const QString key = catalogueKey();
    QJsonArray list = pack->value(key).toArray();
    if (row >= list.size())
        return;
    QJsonObject entry = list.at(row).toObject();
    if (column == Id) {
        entry.insert(u"id"_s, text.trimmed());
    } else if (column <= NameEn) {
        QJsonObject name = entry.value(u"name"_s).toObject();
        const QString language = kLanguages.at(column - NameCN);
        if (text.trimmed().isEmpty() && language != u"zh_CN"_s)
            name.remove(language);
        else
            name.insert(language, text.trimmed());
        entry.insert(u"name"_s, name);
    } else if (column >= Extra + extraFields(key).size()) {
        // The entry's text: zh-CN is required once there is any (the schema says so), none: no text.
        QJsonObject body = entry.value(u"text"_s).toObject();
        const QString language = kLanguages.value(column - Extra - int(extraFields(key).size()));
        if (text.trimmed().isEmpty())
            body.remove(language);
        else
            body.insert(language, text.trimmed());
        if (body.isEmpty())
            entry.remove(u"text"_s);
        else
            entry.insert(u"text"_s, body);
    } else {
        const QString field = extraFields(key).value(column - Extra);
        if (field == u"stackable"_s)
            entry.insert(field, checked);
        else
            setField(entry, field, text);
    }
    list.replace(row, entry);
    pack->insert(key, list);
    write(*pack, SW_TR_LABEL("Content pack %1: %2 changed").arg(pack->value(u"id"_s).toString(), entry.value(u"id"_s).toString()), m_entries);
}

} // namespace sw::ui
