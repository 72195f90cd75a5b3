#include "systems/soulhunter/soulsheet.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/soulhunter/sheetrules.h"
#include "systems/soulhunter/soulgrowthpanel.h"
#include "systems/soulhunter/soulidentitypanel.h"
#include "systems/soulhunter/soulpickdialog.h"
#include "systems/soulhunter/soulpowerpanel.h"
#include "systems/soulhunter/soulstylepanel.h"
#include "systems/soulhunter/soultechniquespanel.h"
#include "systems/soulhunter/soultrackspanel.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulSheet::SoulSheet(SoulhunterEditor *editor, qint64 id, QWidget *parent) : QWidget(parent), m_editor(editor), m_id(id)
{
    setObjectName(u"soulSheet"_s);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *page = new QWidget(scroll);
    scroll->setWidget(page);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);

    m_nameLabel = new QLabel(page);
    m_name = new QLineEdit(page);
    m_name->setObjectName(u"soulName"_s);
    QFont big = m_name->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_name->setFont(big);
    m_nameLabel->setBuddy(m_name);
    m_stage = new QLabel(page);
    m_stage->setObjectName(u"soulStage"_s);
    m_finish = new QPushButton(page);
    m_finish->setObjectName(u"soulFinishCreation"_s);
    auto *head = new QHBoxLayout;
    head->addWidget(m_nameLabel);
    head->addWidget(m_name, 1);
    head->addWidget(m_stage);
    head->addWidget(m_finish);
    m_pick = new QPushButton(page);
    m_pick->setObjectName(u"soulPickEntry"_s);
    head->addWidget(m_pick);
    m_missing = new QLabel(page);
    m_missing->setObjectName(u"soulMissingSettings"_s);
    m_missing->setWordWrap(true);
    m_missing->setStyleSheet(u"color: #8a4b00;"_s);
    m_fill = new QPushButton(page);
    m_fill->setObjectName(u"soulFillSettings"_s);
    auto *missing = new QHBoxLayout;
    missing->addWidget(m_missing, 1);
    missing->addWidget(m_fill, 0, Qt::AlignTop);
    m_overrides = new QLabel(page);
    m_overrides->setObjectName(u"soulOverrides"_s);
    m_overrides->setWordWrap(true);

    auto *identity = new SoulIdentityPanel(editor, id, page);
    auto *power = new SoulPowerPanel(editor, id, page);
    auto *tracks = new SoulTracksPanel(editor, id, page);
    auto *techniques = new SoulTechniquesPanel(editor, id, page);
    auto *growth = new SoulGrowthPanel(editor, id, page);
    auto *style = new SoulStylePanel(editor, id, page);
    m_panels = {identity, power, tracks, techniques, growth, style};
    auto *left = new QVBoxLayout;
    left->addWidget(identity);
    left->addWidget(power);
    left->addStretch();
    auto *right = new QVBoxLayout;
    right->addWidget(tracks);
    right->addWidget(style);
    right->addWidget(growth);
    right->addWidget(techniques);
    right->addStretch();
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(head);
    layout->addLayout(missing);
    layout->addWidget(m_overrides);
    layout->addLayout(columns, 1);

    for (SoulPanel *panel : m_panels)
        connect(panel, &SoulPanel::reloadRequested, this, &SoulSheet::reload);
    connect(m_name, &QLineEdit::editingFinished, this, &SoulSheet::writeName);
    connect(m_finish, &QPushButton::clicked, this, &SoulSheet::finishCreation);
    connect(m_fill, &QPushButton::clicked, this, &SoulSheet::settingsRequested);
    connect(m_pick, &QPushButton::clicked, this, [this] {
        // The campaign's content pack entries this sheet may take (catalogue.h), one undo step each.
        auto *dialog = new SoulPickDialog(m_editor, m_id, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    if (models::CampaignSession *session = editor->session()) {
        // A setting of the campaign changes what the sheet derives: any step reloads it.
        connect(session, &models::CampaignSession::sheetsChanged, this, &SoulSheet::reload);
        connect(session, &models::CampaignSession::sheetsReset, this, &SoulSheet::reload);
    }
    connect(editor, &SoulhunterEditor::languageChanged, this, &SoulSheet::retranslate);
    retranslate();
}

void SoulSheet::reload()
{
    const std::optional<soulhunter::Character> c = m_editor->character(m_id);
    if (!c)
        return;
    const soulhunter::Rules rules = m_editor->rules();
    m_shownName = c->name;
    if (m_name->text() != c->name)
        m_name->setText(c->name);
    m_stage->setText(c->stage == u"creation"_s ? tr("Being made") : c->interlude ? tr("In play · interlude") : tr("In play"));
    m_finish->setVisible(c->stage == u"creation"_s);
    // What this sheet's rules and values wait for, by name (issue #21: never an invented number).
    QStringList waits;
    for (const rules::Violation &v : soulhunter::checkCharacter(*c, rules).missing)
        waits << v.params.value(u"setting"_s).toString();
    for (const QString &s : rules.missingSettings())
        waits << s;
    waits.removeDuplicates();
    QStringList names;
    for (const QString &s : waits)
        names << m_editor->settingName(s);
    m_missing->setText(names.isEmpty() ? QString() : tr("To be filled from your rulebook: %1.").arg(names.join(tr(", "))));
    m_missing->setVisible(!names.isEmpty());
    m_fill->setVisible(!names.isEmpty());
    QStringList overridden;
    for (const rules::Override &o : c->overrides)
        overridden << tr("%1 (GM: %2)").arg(o.code, o.reason);
    m_overrides->setText(overridden.isEmpty() ? QString() : tr("Rules overridden: %1").arg(overridden.join(tr(", "))));
    m_overrides->setVisible(!overridden.isEmpty());
    for (SoulPanel *panel : m_panels)
        panel->load(*c, rules);
    if (m_title != c->name) {
        m_title = c->name;
        Q_EMIT titleChanged(m_title);
    }
}

void SoulSheet::retranslate()
{
    m_nameLabel->setText(tr("&Name"));
    m_finish->setText(tr("Finish Creation"));
    m_finish->setToolTip(tr("The character is made: from now on the creation limits (rule 1) no longer apply."));
    m_fill->setText(tr("Fill In…"));
    m_pick->setText(tr("From Content Pack…"));
    m_pick->setToolTip(tr("Take a psychic mark, soul weapon, ultimate, technique or enchantment of the campaign's content packs."));
    for (SoulPanel *panel : m_panels)
        panel->retranslate();
    reload();
}

void SoulSheet::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SoulSheet::writeName()
{
    const QString name = m_name->text().trimmed();
    if (name == m_shownName)
        return;
    if (name.isEmpty()) {
        m_editor->refuse(tr("A character has a name."), m_name);
        reload();
        return;
    }
    if (!m_editor->edit(m_id, u"soulhunter.name"_s, SW_TR_LABEL("Rename %1").arg(m_shownName), [name](soulhunter::Character &c) {
            c.name = name;
            return QList<rules::Violation>{};
        }, m_name))
        reload();
}

void SoulSheet::finishCreation()
{
    if (!m_editor->edit(m_id, u"soulhunter.finish"_s, SW_TR_LABEL("Finish creating %1").arg(m_shownName), [](soulhunter::Character &c) {
            c.stage = u"play"_s;
            return QList<rules::Violation>{};
        }, m_finish))
        reload();
}

} // namespace sw::ui
