#include "systems/meshal/meshalcontentdialog.h"

#include "common/labelwords.h"
#include "common/undolabel.h"
#include "problemtext.h"

#include "systems/meshal/contentedit.h"
#include "systems/meshal/meshalcontentforms.h"
#include "systems/meshal/store/meshalcontentstore.h"
#include "systems/meshal/store/meshalprofile.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

enum TabIndex { SpeciesTab, AbilitiesTab, ItemsTab };

} // namespace

MeshalContentDialog::MeshalContentDialog(MeshalEditor *editor, QWidget *parent)
    : QDialog(parent), m_editor(editor), m_tabs(new QTabWidget(this)), m_status(new QLabel(this))
{
    setObjectName(u"meshalContentDialog"_s);
    setWindowTitle(tr("Meshal Campaign Content"));
    m_status->setObjectName(u"meshalContentStatus"_s);
    m_status->setWordWrap(true);
    addTab(SpeciesTab, new MeshalSpeciesForm(editor, this), tr("S&pecies"), u"meshalSpecies"_s);
    addTab(AbilitiesTab, new MeshalAbilityForm(editor, this), tr("A&bilities"), u"meshalAbility"_s);
    addTab(ItemsTab, new MeshalItemForm(editor, this), tr("I&tems"), u"meshalItem"_s);
    addModulesTab();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *import = buttons->addButton(tr("I&mport Pack…"), QDialogButtonBox::ActionRole);
    import->setObjectName(u"meshalContentImport"_s);
    QPushButton *exportButton = buttons->addButton(tr("E&xport Pack…"), QDialogButtonBox::ActionRole);
    exportButton->setObjectName(u"meshalContentExport"_s);
    connect(import, &QPushButton::clicked, this, &MeshalContentDialog::chooseImport);
    connect(exportButton, &QPushButton::clicked, this, &MeshalContentDialog::chooseExport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(editor, &MeshalEditor::contentChanged, this, &MeshalContentDialog::reload);
    connect(editor, &MeshalEditor::profileChanged, this, &MeshalContentDialog::loadModules);
    reload();
    resize(900, 560);
}

void MeshalContentDialog::addTab(int index, MeshalEntryForm *form, const QString &title, const QString &prefix)
{
    Tab &t = m_tab[std::size_t(index)];
    auto *page = new QWidget(m_tabs);
    t.list = new QListWidget(page);
    t.list->setObjectName(prefix + u"List"_s);
    t.form = form;
    form->setParent(page);
    t.save = new QPushButton(tr("Sa&ve Entry"), page);
    t.save->setObjectName(prefix + u"Save"_s);
    t.fresh = new QPushButton(tr("&New Entry"), page);
    t.fresh->setObjectName(prefix + u"New"_s);
    t.remove = new QPushButton(tr("&Remove Entry"), page);
    t.remove->setObjectName(prefix + u"Remove"_s);
    auto *right = new QVBoxLayout;
    right->addWidget(form);
    auto *row = new QHBoxLayout;
    row->addWidget(t.fresh);
    row->addWidget(t.remove);
    row->addStretch();
    row->addWidget(t.save);
    right->addLayout(row);
    right->addStretch();
    auto *layout = new QHBoxLayout(page);
    layout->addWidget(t.list, 1);
    layout->addLayout(right, 2);
    m_tabs->addTab(page, title);
    connect(t.list, &QListWidget::currentItemChanged, this, [&t](QListWidgetItem *item) {
        if (item)
            t.form->load(item->data(Qt::UserRole).toString());
    });
    connect(t.save, &QPushButton::clicked, this, [this, index] { save(index); });
    connect(t.remove, &QPushButton::clicked, this, [this, index] { remove(index); });
    connect(t.fresh, &QPushButton::clicked, this, [&t] {
        t.list->setCurrentItem(nullptr);
        t.form->clear();
    });
}

void MeshalContentDialog::addModulesTab()
{
    auto *page = new QWidget(m_tabs);
    page->setObjectName(u"meshalModulesPage"_s);
    auto *layout = new QVBoxLayout(page);
    auto *intro = new QLabel(tr("The rulebook's optional modules (扩展) this campaign plays with. Age needs natural death (rule 49)."), page);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *grid = new QGridLayout;
    const QList<meshal::Module> &modules = m_editor->pack().modules;
    for (qsizetype i = 0; i < modules.size(); ++i) {
        auto *box = new QCheckBox(modules.at(i).name.in(m_editor->language()), page);
        box->setObjectName(u"meshalModule_"_s + modules.at(i).id);
        box->setProperty("module", modules.at(i).id);
        m_modules << box;
        grid->addWidget(box, int(i / 2), int(i % 2));
    }
    layout->addLayout(grid);
    // The numbers the host sets for the campaign: starting Talent (L237 「主持人可以适当地增减起始潜能的数量」)
    // and the coins' rates (L447; spec §2.8 「store conversion rates per campaign」).
    auto *settings = new QFormLayout;
    const QList<std::pair<QString, QString>> numbers{
        {u"starting_talent"_s, tr("&Starting Talent (rule 20)")},
        {u"silver_per_gold"_s, tr("Si&lver coins for a gold coin (rule 52)")},
        {u"copper_per_silver"_s, tr("C&opper coins for a silver coin (rule 52)")}};
    for (const auto &[id, text] : numbers) {
        auto *spin = new QSpinBox(page);
        spin->setObjectName(u"meshalNumber_"_s + id);
        spin->setRange(id == u"starting_talent"_s ? 0 : 1, 100000);
        m_numbers.insert(id, spin);
        settings->addRow(text, spin);
    }
    layout->addLayout(settings);
    m_saveModules = new QPushButton(tr("&Apply to the Campaign"), page);
    m_saveModules->setObjectName(u"meshalSaveModules"_s);
    auto *row = new QHBoxLayout;
    row->addStretch();
    row->addWidget(m_saveModules);
    layout->addLayout(row);
    layout->addStretch();
    m_tabs->addTab(page, tr("Mod&ules"));
    connect(m_saveModules, &QPushButton::clicked, this, &MeshalContentDialog::saveModules);
    loadModules();
}

void MeshalContentDialog::loadModules()
{
    for (QCheckBox *box : std::as_const(m_modules))
        box->setChecked(m_editor->pack().moduleOn(box->property("module").toString()));
    for (auto it = m_numbers.cbegin(); it != m_numbers.cend(); ++it)
        it.value()->setValue(m_editor->pack().number(it.key()));
}

void MeshalContentDialog::saveModules()
{
    QStringList on;
    for (QCheckBox *box : std::as_const(m_modules)) {
        if (box->isChecked())
            on << box->property("module").toString();
    }
    if (const QList<rules::Violation> problems = meshal::profileProblems(on); !problems.isEmpty()) {
        const auto name = [this](const QString &id) -> QString {
            for (const meshal::Module &m : m_editor->pack().modules) {
                if (m.id == id)
                    return m.name.in(m_editor->language());
            }
            return id;
        };
        const QString why = tr("%1 needs %2 on as well (rule 49).")
                                .arg(name(problems.first().params.value(u"module"_s).toString()),
                                     name(problems.first().params.value(u"requires"_s).toString()));
        m_editor->refuse(why, m_saveModules);
        say(why);
        return;
    }
    // Only the numbers that differ from the rule pack's are the campaign's own.
    QMap<QString, int> numbers;
    const std::shared_ptr<const meshal::MeshalPack> builtIn = meshal::builtInMeshalPack();
    for (auto it = m_numbers.cbegin(); it != m_numbers.cend(); ++it) {
        if (it.value()->value() != builtIn->number(it.key()))
            numbers.insert(it.key(), it.value()->value());
    }
    const QString label = SW_TR_LABEL("Set the campaign's modules and numbers");
    if (m_editor->push(label, [on, numbers, label](store::CampaignStore &s) { return meshal::saveProfile(s, on, numbers, label); }))
        say(undoLabelText(label));
}

void MeshalContentDialog::reload()
{
    const meshal::MeshalContent &all = m_editor->content();
    const auto fill = [this](QListWidget *list, const auto &entries) {
        const QString current = list->currentItem() ? list->currentItem()->data(Qt::UserRole).toString() : QString();
        const QSignalBlocker block(list);
        list->clear();
        for (const auto &e : entries) {
            const QString name = m_editor->entryName(e.id, e.name);
            auto *item = new QListWidgetItem(m_editor->isExample(e.id) ? tr("%1 (example)").arg(name) : name, list);
            item->setData(Qt::UserRole, e.id);
            item->setToolTip(m_editor->isExample(e.id)
                                 ? tr("From the example pack, which shows the format; save it to make it the campaign's own")
                                 : tr("Written for this campaign"));
            if (e.id == current)
                list->setCurrentItem(item);
        }
    };
    fill(m_tab[SpeciesTab].list, all.species);
    fill(m_tab[AbilitiesTab].list, all.abilities);
    fill(m_tab[ItemsTab].list, all.items);
}

void MeshalContentDialog::save(int index)
{
    const Tab &t = m_tab[std::size_t(index)];
    if (const QString problem = t.form->namesProblem(); !problem.isEmpty()) {
        m_editor->refuse(problem, t.save);
        say(problem);
        return;
    }
    meshal::MeshalContent own = m_editor->ownContent();
    if (const QStringList errors = t.form->putInto(own); !errors.isEmpty()) {
        const QString why = tr("This entry cannot be kept: %1").arg(errors.join(u"; "_s));
        m_editor->refuse(why, t.save);
        say(why);
        return;
    }
    const QString label = SW_TR_LABEL("Write %1 in the campaign's content").arg(labelWords(t.form->names()));
    if (m_editor->push(label, [own, label](store::CampaignStore &s) {
            return meshal::saveContent(s, own, u"meshal.content.put"_s, label);
        }))
        say(undoLabelText(label));
}

void MeshalContentDialog::remove(int index)
{
    const Tab &t = m_tab[std::size_t(index)];
    const QListWidgetItem *item = t.list->currentItem();
    if (!item) {
        m_editor->refuse(tr("Choose the entry to remove in the list."), t.remove);
        return;
    }
    const QString id = item->data(Qt::UserRole).toString();
    meshal::MeshalContent own = m_editor->ownContent();
    if (!meshal::removeEntry(own, id)) {
        m_editor->refuse(tr("An example entry is not the campaign's to remove."), t.remove);
        return;
    }
    const QString label = SW_TR_LABEL("Remove %1 from the campaign's content").arg(m_editor->entryName(id, id));
    if (m_editor->push(label, [own, label](store::CampaignStore &s) {
            return meshal::saveContent(s, own, u"meshal.content.remove"_s, label);
        })) {
        t.form->clear();
        say(undoLabelText(label));
    }
}

bool MeshalContentDialog::importPack(const QString &path)
{
    const meshal::MeshalContentLoad load = meshal::loadMeshalContent(path);
    if (!load.content) {
        // The schema's findings in the reader's language (shared words for every document's schema).
        QStringList details = load.errors;
        if (!load.schemaErrors.isEmpty()) {
            details.clear();
            for (const rules::SchemaError &e : load.schemaErrors)
                details << load.file + u": "_s + e.pointer + u": "_s + l10n::ProblemText::schemaError(e);
        } else if (!load.problems.isEmpty()) { // the cross-checks, in Meshal's words
            details.clear();
            for (const rules::Violation &v : load.problems)
                details << load.file + u": "_s + m_editor->explain({v});
        }
        const QString why = tr("Not a Meshal content pack: %1").arg(details.join(u"; "_s));
        m_editor->refuse(why);
        say(why);
        return false;
    }
    meshal::MeshalContent own = m_editor->ownContent();
    const meshal::ContentMerge merge = meshal::mergeContent(own, *load.content);
    if (!merge.errors.isEmpty()) {
        const QString why = tr("The pack cannot be merged: %1")
                                .arg(merge.problems.isEmpty() ? merge.errors.join(u"; "_s) : m_editor->explain(merge.problems));
        m_editor->refuse(why);
        say(why);
        return false;
    }
    const QString name = load.content->name.in(m_editor->language());
    const QString label = SW_TR_LABEL("Import content pack %1").arg(name);
    if (!m_editor->push(label, [own, label](store::CampaignStore &s) {
            return meshal::saveContent(s, own, u"meshal.content.import"_s, label);
        }))
        return false;
    say(tr("Imported %1: %2 new, %3 replaced.").arg(name).arg(merge.added).arg(merge.replaced));
    return true;
}

bool MeshalContentDialog::exportPack(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(QJsonDocument(meshal::toJson(m_editor->ownContent())).toJson(QJsonDocument::Indented)) < 0) {
        const QString why = tr("Could not write %1: %2").arg(path, file.errorString());
        m_editor->refuse(why);
        say(why);
        return false;
    }
    say(tr("Wrote %1").arg(path));
    return true;
}

QString MeshalContentDialog::status() const
{
    return m_status->text();
}

void MeshalContentDialog::chooseImport()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import a Meshal Content Pack"), QString(),
                                                      tr("Content packs (*.json)"));
    if (!path.isEmpty())
        importPack(path);
}

void MeshalContentDialog::chooseExport()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the Campaign's Content"), u"content.json"_s,
                                                      tr("Content packs (*.json)"));
    if (!path.isEmpty())
        exportPack(path);
}

void MeshalContentDialog::say(const QString &text)
{
    m_status->setText(text);
}

} // namespace sw::ui
