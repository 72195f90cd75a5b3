#include "systems/soulhunter/soulpickdialog.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/soulhunter/catalogue.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {
constexpr int kIndexRole = Qt::UserRole; // the entry's place in catalogue()
} // namespace

SoulPickDialog::SoulPickDialog(SoulhunterEditor *editor, qint64 characterId, QWidget *parent)
    : QDialog(parent), m_editor(editor), m_id(characterId)
{
    setObjectName(u"soulPickDialog"_s);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_list = new QListWidget(this);
    m_list->setObjectName(u"soulPickList"_s);
    m_prepare = new QCheckBox(this);
    m_prepare->setObjectName(u"soulPickPrepare"_s);
    m_prepare->setChecked(true);
    m_status = new QLabel(this);
    m_status->setObjectName(u"soulPickStatus"_s);
    m_status->setWordWrap(true);
    m_take = new QPushButton(this);
    m_take->setObjectName(u"soulPickTake"_s);
    m_close = new QPushButton(this);
    // Return on the list takes the row (itemActivated) and goes on to the dialog: no default button,
    // or the entry would be taken twice.
    m_take->setAutoDefault(false);
    m_close->setAutoDefault(false);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_take);
    buttons->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_list, 1);
    layout->addWidget(m_prepare);
    layout->addWidget(m_status);
    layout->addLayout(buttons);
    connect(m_take, &QPushButton::clicked, this, &SoulPickDialog::take);
    connect(m_list, &QListWidget::itemActivated, this, &SoulPickDialog::take);
    connect(m_close, &QPushButton::clicked, this, &QDialog::accept);
    connect(m_prepare, &QCheckBox::toggled, this, &SoulPickDialog::refresh); // a prepared technique counts against the Load
    if (editor && editor->session()) {
        connect(editor->session(), &models::CampaignSession::sheetsChanged, this, &SoulPickDialog::refresh);
        connect(editor->session(), &models::CampaignSession::sheetsReset, this, &SoulPickDialog::refresh);
    }
    retranslate();
    resize(560, 460);
}

void SoulPickDialog::refresh()
{
    const int row = m_list->currentRow();
    m_list->clear();
    if (!m_editor || !m_editor->session())
        return;
    const std::optional<soulhunter::Character> c = m_editor->character(m_id);
    if (!c)
        return;
    const auto packs = soulhunter::contents(m_editor->session()->store());
    const QList<soulhunter::CatalogueEntry> entries = soulhunter::catalogue(packs);
    const soulhunter::Rules rules = m_editor->rules();
    const Language language = m_editor->language();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const soulhunter::CatalogueEntry &e = entries.at(i);
        QString kind;
        switch (e.kind) {
        case soulhunter::CatalogueKind::Mark:
            kind = tr("Psychic mark");
            break;
        case soulhunter::CatalogueKind::SoulWeapon:
            kind = tr("Soul weapon");
            break;
        case soulhunter::CatalogueKind::Ultimate:
            kind = tr("Ultimate, tier %1").arg(e.tier);
            break;
        case soulhunter::CatalogueKind::Technique:
            kind = tr("Technique");
            break;
        case soulhunter::CatalogueKind::Enchantment:
            kind = tr("Enchantment");
            break;
        }
        if (e.kind == soulhunter::CatalogueKind::Technique) {
            for (const auto &pack : packs) {
                if (const soulhunter::TechniqueEntry *t = pack->id == e.pack ? pack->technique(e.id) : nullptr)
                    kind = tr("Technique, Load %1").arg(t->load);
            }
        }
        const std::optional<soulhunter::Character> after = soulhunter::withEntry(*c, packs, e, m_prepare->isChecked());
        const QList<rules::Violation> broken = after ? soulhunter::newlyBroken(*c, *after, rules) : QList<rules::Violation>{};
        QString text = tr("%1: %2 (%3)").arg(kind, e.name.in(language), e.pack);
        auto *item = new QListWidgetItem(m_list);
        item->setData(kIndexRole, int(i));
        if (!broken.isEmpty()) {
            QStringList codes;
            for (const rules::Violation &v : broken)
                codes << v.code;
            codes.removeDuplicates();
            text += tr(" — refused: %1").arg(codes.join(tr(", ")));
            item->setToolTip(m_editor->explain(broken));
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            item->setData(Qt::UserRole + 1, codes);
        }
        item->setText(text);
    }
    if (m_list->count() == 0)
        m_status->setText(tr("The campaign has no content pack: import one in Soulhunter ▸ Content Packs…"));
    m_list->setCurrentRow(std::clamp(row, 0, int(m_list->count()) - 1));
}

void SoulPickDialog::take()
{
    QListWidgetItem *item = m_list->currentItem();
    if (!item || !m_editor || !m_editor->session())
        return;
    const auto packs = soulhunter::contents(m_editor->session()->store());
    const QList<soulhunter::CatalogueEntry> entries = soulhunter::catalogue(packs);
    const int index = item->data(kIndexRole).toInt();
    if (index < 0 || index >= entries.size())
        return;
    const soulhunter::CatalogueEntry e = entries.at(index);
    const bool prepared = m_prepare->isChecked();
    const QString name = e.name.in(m_editor->language());
    QList<rules::Violation> refused;
    const bool made = m_editor->edit(m_id, u"soulhunter.catalogue"_s, SW_TR_LABEL("Take %1 from %2").arg(name, e.pack),
                                     [&](soulhunter::Character &c) {
                                         const std::optional<soulhunter::Character> after = soulhunter::withEntry(c, packs, e, prepared);
                                         if (!after)
                                             return SoulhunterEditor::refusedBy(u"soulhunter.content.unknown_entry"_s);
                                         // The rules it would break, by code (checked again by the editor).
                                         refused = soulhunter::newlyBroken(c, *after, m_editor->rules());
                                         if (!refused.isEmpty())
                                             return refused;
                                         c = *after;
                                         return QList<rules::Violation>{};
                                     },
                                     m_take);
    if (made) {
        m_status->setText(tr("%1 is on the sheet.").arg(name));
        return;
    }
    QStringList codes;
    for (const rules::Violation &v : std::as_const(refused))
        codes << v.code + u": "_s + m_editor->explain({v});
    m_status->setText(codes.isEmpty() ? tr("%1 was not taken.").arg(name) : tr("%1 was not taken: %2").arg(name, codes.join(u' ')));
}

void SoulPickDialog::retranslate()
{
    setWindowTitle(tr("Take from a Content Pack"));
    m_intro->setText(tr("The entries of the campaign's content packs. One the sheet cannot take now says the rules it would break "
                        "(rule 8: Spirit Awareness thresholds; rule 39: prepared techniques within Spirit Awareness − 4 Load)."));
    m_prepare->setText(tr("&Prepare a technique taken"));
    m_take->setText(tr("&Take"));
    m_close->setText(tr("&Close"));
    refresh();
}

void SoulPickDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace sw::ui
