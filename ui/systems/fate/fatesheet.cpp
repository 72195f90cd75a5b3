#include "systems/fate/fatesheet.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/fate/fateaspectspanel.h"
#include "systems/fate/fateeconomypanel.h"
#include "systems/fate/fateharmpanel.h"
#include "systems/fate/fateskillspanel.h"
#include "systems/fate/fatestuntspanel.h"
#include "systems/fate/milestonedialog.h"
#include "systems/fate/store/fatesheets.h"

#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateSheet::FateSheet(FateEditor *editor, qint64 id, QWidget *parent) : QWidget(parent), m_editor(editor), m_id(id)
{
    setObjectName(u"fateSheet"_s);
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
    m_name->setObjectName(u"fateName"_s);
    QFont big = m_name->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_name->setFont(big);
    m_nameLabel->setBuddy(m_name);
    m_descriptionLabel = new QLabel(page);
    m_description = new QLineEdit(page);
    m_description->setObjectName(u"fateDescription"_s);
    m_descriptionLabel->setBuddy(m_description);
    m_stage = new QLabel(page);
    m_stage->setObjectName(u"fateStage"_s);
    m_overrides = new QLabel(page);
    m_overrides->setObjectName(u"fateOverrides"_s);
    m_overrides->setWordWrap(true);
    m_minor = new QPushButton(page);
    m_minor->setObjectName(u"minorMilestone"_s);
    m_major = new QPushButton(page);
    m_major->setObjectName(u"majorMilestone"_s);

    auto *head = new QGridLayout;
    head->addWidget(m_nameLabel, 0, 0);
    head->addWidget(m_name, 0, 1);
    head->addWidget(m_stage, 0, 2);
    head->addWidget(m_descriptionLabel, 1, 0);
    head->addWidget(m_description, 1, 1, 1, 2);
    auto *milestones = new QHBoxLayout;
    milestones->addWidget(m_overrides, 1);
    milestones->addWidget(m_minor);
    milestones->addWidget(m_major);

    auto *aspects = new FateAspectsPanel(editor, id, page);
    auto *skills = new FateSkillsPanel(editor, id, page);
    auto *stunts = new FateStuntsPanel(editor, id, page);
    auto *economy = new FateEconomyPanel(editor, id, page);
    auto *harm = new FateHarmPanel(editor, id, page);
    m_panels = {aspects, skills, stunts, economy, harm};

    auto *columns = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    left->addWidget(aspects);
    left->addWidget(skills);
    left->addWidget(stunts);
    left->addStretch();
    auto *right = new QVBoxLayout;
    right->addWidget(economy);
    right->addWidget(harm);
    right->addStretch();
    columns->addLayout(left, 3);
    columns->addLayout(right, 2);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(head);
    layout->addLayout(milestones);
    layout->addLayout(columns, 1);

    for (FatePanel *panel : m_panels)
        connect(panel, &FatePanel::reloadRequested, this, &FateSheet::reload);
    connect(m_name, &QLineEdit::editingFinished, this, &FateSheet::writeName);
    connect(m_description, &QLineEdit::editingFinished, this, &FateSheet::writeDescription);
    connect(m_minor, &QPushButton::clicked, this, [this] { milestone(false); });
    connect(m_major, &QPushButton::clicked, this, [this] { milestone(true); });
    if (models::CampaignSession *session = editor->session()) {
        connect(session, &models::CampaignSession::sheetsChanged, this, [this](const store::Receipt &step) {
            if (step.sheets.contains(fate::characterRef(m_id)))
                reload();
        });
        connect(session, &models::CampaignSession::sheetsReset, this, &FateSheet::reload);
    }
    connect(editor, &FateEditor::languageChanged, this, &FateSheet::retranslate);
    retranslate();
}

QString FateSheet::title() const
{
    return m_title;
}

void FateSheet::reload()
{
    const std::optional<fate::Character> c = m_editor->character(m_id);
    if (!c)
        return;
    m_shown = *c;
    if (m_name->text() != c->name)
        m_name->setText(c->name);
    if (m_description->text() != c->description)
        m_description->setText(c->description);
    m_stage->setText(c->creation ? tr("Being made") : tr("In play"));
    QStringList overridden;
    for (const rules::Override &o : c->overrides)
        overridden << tr("%1 (GM: %2)").arg(o.code, o.reason);
    m_overrides->setText(overridden.isEmpty() ? QString() : tr("Rules overridden: %1").arg(overridden.join(tr(", "))));
    m_minor->setEnabled(!c->creation);
    m_major->setEnabled(!c->creation);
    for (FatePanel *panel : m_panels)
        panel->load(*c);
    if (m_title != c->name) {
        m_title = c->name;
        Q_EMIT titleChanged(m_title);
    }
}

void FateSheet::retranslate()
{
    m_nameLabel->setText(tr("&Name"));
    m_descriptionLabel->setText(tr("&Description"));
    m_minor->setText(tr("&Minor Milestone…"));
    m_major->setText(tr("Ma&jor Milestone…"));
    m_minor->setToolTip(tr("End of a session: one change (spec §7.8)."));
    m_major->setToolTip(tr("End of an arc: a minor change, a skill step, recovery and more (spec §7.8)."));
    for (FatePanel *panel : m_panels)
        panel->retranslate();
    reload();
}

void FateSheet::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FateSheet::writeName()
{
    const QString name = m_name->text().trimmed();
    if (name == m_shown.name)
        return;
    if (!m_editor->edit(m_id, u"fate.name"_s, SW_TR_LABEL("Rename %1").arg(m_shown.name),
                        [name](const fate::Character &c, const fate::FatePack &) { return fate::setName(c, name); }, m_name))
        reload();
}

void FateSheet::writeDescription()
{
    const QString text = m_description->text().trimmed();
    if (text == m_shown.description)
        return;
    m_editor->edit(m_id, u"fate.description"_s, SW_TR_LABEL("Describe %1").arg(m_shown.name), [text](const fate::Character &c, const fate::FatePack &) {
        fate::Character after = c;
        after.description = text;
        return fate::SheetEdit{after, {}};
    }, m_description);
}

void FateSheet::milestone(bool major)
{
    MilestoneDialog dialog(m_editor, m_id, major, this);
    dialog.exec();
}

} // namespace sw::ui
