#include "systems/soulhunter/soulcontentdialog.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/soulhunter/content.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulContentDialog::SoulContentDialog(SoulhunterEditor *editor, QWidget *parent) : QDialog(parent), m_editor(editor)
{
    setObjectName(u"soulContentDialog"_s);
    m_pack = new QComboBox(this);
    m_pack->setObjectName(u"soulContentPack"_s);
    m_catalogue = new QComboBox(this);
    m_catalogue->setObjectName(u"soulContentCatalogue"_s);
    m_entries = new QTableWidget(this);
    m_entries->setObjectName(u"soulContentEntries"_s);
    m_entries->verticalHeader()->hide();
    m_entries->horizontalHeader()->setStretchLastSection(true);
    m_entries->horizontalHeader()->setMinimumSectionSize(m_entries->fontMetrics().horizontalAdvance(u'M') * 5); // a number's cell is clicked easily
    m_entries->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_entries->setSelectionMode(QAbstractItemView::SingleSelection);
    m_newId = new QLineEdit(this);
    m_newId->setObjectName(u"soulContentNewId"_s);
    const auto button = [this](const QString &name) {
        auto *b = new QPushButton(this);
        b->setObjectName(name);
        b->setAutoDefault(false);
        return b;
    };
    m_new = button(u"soulContentNew"_s);
    m_add = button(u"soulContentAdd"_s);
    m_remove = button(u"soulContentRemove"_s);
    m_import = button(u"soulContentImport"_s);
    m_export = button(u"soulContentExport"_s);
    m_packLabel = new QLabel(this);
    m_packLabel->setBuddy(m_pack);
    m_catalogueLabel = new QLabel(this);
    m_catalogueLabel->setBuddy(m_catalogue);
    m_newIdLabel = new QLabel(this);
    m_newIdLabel->setBuddy(m_newId);
    m_help = new QLabel(this);
    m_help->setWordWrap(true);
    auto *packRow = new QHBoxLayout;
    packRow->addWidget(m_pack, 1);
    packRow->addWidget(m_import);
    packRow->addWidget(m_export);
    auto *newRow = new QHBoxLayout;
    newRow->addWidget(m_newId, 1);
    newRow->addWidget(m_new);
    auto *form = new QFormLayout;
    form->addRow(m_packLabel, packRow);
    buildPackFields(form);
    form->addRow(m_newIdLabel, newRow);
    form->addRow(m_catalogueLabel, m_catalogue);
    auto *entryButtons = new QHBoxLayout;
    entryButtons->addStretch();
    entryButtons->addWidget(m_add);
    entryButtons->addWidget(m_remove);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    if (QPushButton *closing = close->button(QDialogButtonBox::Close)) { // Return confirms a cell, it does not close
        closing->setAutoDefault(false);
        closing->setDefault(false);
    }
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_entries, 1);
    layout->addLayout(entryButtons);
    layout->addWidget(m_help);
    layout->addWidget(close);
    resize(820, 560);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_pack, &QComboBox::currentIndexChanged, this, &SoulContentDialog::showEntries);
    connect(m_catalogue, &QComboBox::currentIndexChanged, this, &SoulContentDialog::showEntries);
    connect(m_entries, &QTableWidget::itemChanged, this, &SoulContentDialog::cellChanged);
    connect(m_new, &QPushButton::clicked, this, &SoulContentDialog::newPack);
    connect(m_newId, &QLineEdit::returnPressed, this, &SoulContentDialog::newPack);
    connect(m_add, &QPushButton::clicked, this, &SoulContentDialog::addEntry);
    connect(m_remove, &QPushButton::clicked, this, &SoulContentDialog::removeEntry);
    connect(m_import, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import a Content Pack"), {}, tr("Content packs (*.json)"));
        if (!path.isEmpty())
            importFile(path);
    });
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the Content Pack"), m_pack->currentData().toString() + u".json"_s,
                                                          tr("Content packs (*.json)"));
        if (!path.isEmpty())
            exportFile(path);
    });
    if (editor && editor->session()) {
        connect(editor->session(), &models::CampaignSession::sheetsChanged, this, &SoulContentDialog::refresh);
        connect(editor->session(), &models::CampaignSession::sheetsReset, this, &SoulContentDialog::refresh);
    }
    retranslate();
}

void SoulContentDialog::refresh()
{
    const QString current = m_pack->currentData().toString();
    {
        const QSignalBlocker quiet(m_pack);
        m_pack->clear();
        if (m_editor && m_editor->session()) {
            for (const auto &pack : soulhunter::contents(m_editor->session()->store()))
                m_pack->addItem(tr("%1 (%2)").arg(pack->name.in(m_editor->language()), pack->id), pack->id);
        }
        m_pack->setCurrentIndex(std::max(0, m_pack->findData(current)));
    }
    for (QWidget *w : std::initializer_list<QWidget *>{m_export, m_add, m_catalogue, m_entries})
        w->setEnabled(m_pack->count() > 0);
    showEntries();
}

QString SoulContentDialog::catalogueKey() const
{
    return m_catalogue->currentData().toString();
}

std::optional<QJsonObject> SoulContentDialog::currentPack() const
{
    if (!m_editor || !m_editor->session() || m_pack->currentIndex() < 0)
        return std::nullopt;
    return m_editor->session()->store().snapshot({QString(soulhunter::kContentKind), m_pack->currentData().toString()});
}

bool SoulContentDialog::write(const QJsonObject &pack, const QString &label, QWidget *source)
{
    if (!m_editor)
        return false;
    const soulhunter::ContentLoad load = soulhunter::contentFromJson(pack, pack.value(u"id"_s).toString());
    if (!load.content) {
        m_editor->refuse(tr("The content pack cannot be saved: %1").arg(load.errors.join(u"; "_s)), source);
        showEntries();
        return false;
    }
    const bool made = m_editor->push(label, [&](store::CampaignStore &st) { return soulhunter::importContent(st, *load.content); });
    if (!made)
        showEntries();
    return made;
}

void SoulContentDialog::newPack()
{
    const QString id = m_newId->text().trimmed();
    const QJsonObject pack{{u"format"_s, 1}, {u"id"_s, id}, {u"version"_s, u"1.0.0"_s}, {u"system"_s, u"soulhunter"_s},
                           {u"for_pack"_s, m_editor ? m_editor->rules().pack().id : QString()},
                           {u"name"_s, QJsonObject{{u"zh_CN"_s, id}}}};
    if (write(pack, SW_TR_LABEL("New content pack %1").arg(id), m_newId)) {
        m_newId->clear();
        m_pack->setCurrentIndex(m_pack->findData(id));
    }
}

bool SoulContentDialog::importFile(const QString &path)
{
    const soulhunter::ContentLoad load = soulhunter::loadContent(path);
    if (!load.content) {
        m_editor->refuse(tr("The content pack cannot be imported: %1").arg(load.errors.join(u"; "_s)), m_import);
        return false;
    }
    const bool made = m_editor->push(SW_TR_LABEL("Content pack %1 imported").arg(load.content->id),
                                     [&](store::CampaignStore &st) { return soulhunter::importContent(st, *load.content); });
    if (made)
        m_pack->setCurrentIndex(m_pack->findData(load.content->id));
    return made;
}

bool SoulContentDialog::exportFile(const QString &path)
{
    const std::optional<QJsonObject> pack = currentPack();
    QFile file(path);
    if (!pack || !file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        m_editor->refuse(tr("The content pack cannot be written to %1.").arg(path), m_export);
        return false;
    }
    file.write(QJsonDocument(*pack).toJson(QJsonDocument::Indented));
    return true;
}

void SoulContentDialog::retranslate()
{
    setWindowTitle(tr("Content Packs"));
    m_shown.clear(); // the table is laid out again for the new headers
    m_packLabel->setText(tr("&Pack"));
    m_newIdLabel->setText(tr("New pack &id"));
    m_catalogueLabel->setText(tr("&Catalogue"));
    m_new->setText(tr("&New Pack"));
    m_add->setText(tr("&Add Entry"));
    m_remove->setText(tr("&Remove Entry"));
    m_import->setText(tr("I&mport…"));
    m_export->setText(tr("E&xport…"));
    retranslatePack();
    m_help->setText(tr("The catalogues the house rules presuppose and no seed holds (spec §21 items 7-8). Ids are lower-case letters, "
                       "digits and _; a name in zh-CN is required. A technique's enchantment without a POW takes its CAT, else 1 (D19)."));
    const QSignalBlocker quiet(m_catalogue);
    const int index = std::max(0, m_catalogue->currentIndex());
    m_catalogue->clear();
    m_catalogue->addItem(tr("Psychic marks"), u"marks"_s);
    m_catalogue->addItem(tr("Soul weapons"), u"soul_weapons"_s);
    m_catalogue->addItem(tr("Ultimates"), u"ultimates"_s);
    m_catalogue->addItem(tr("General enchantments"), u"enchantments"_s);
    m_catalogue->addItem(tr("Techniques"), u"techniques"_s);
    m_catalogue->setCurrentIndex(index);
    refresh();
}

void SoulContentDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace sw::ui
