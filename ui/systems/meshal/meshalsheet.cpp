#include "systems/meshal/meshalsheet.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/meshal/meshalabilitiespanel.h"
#include "systems/meshal/meshalattributespanel.h"
#include "systems/meshal/meshaleffectspanel.h"
#include "systems/meshal/meshalidentitypanel.h"
#include "systems/meshal/meshalitemspanel.h"
#include "systems/meshal/meshalmorefeaturespanel.h"
#include "systems/meshal/meshalrelationspanel.h"
#include "systems/meshal/meshalscorespanel.h"
#include "systems/meshal/meshaltalentpanel.h"
#include "systems/meshal/sheetrules.h"
#include "systems/meshal/store/meshalsheets.h"

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

MeshalSheet::MeshalSheet(MeshalEditor *editor, qint64 id, QWidget *parent) : QWidget(parent), m_editor(editor), m_id(id)
{
    setObjectName(u"meshalSheet"_s);
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
    m_name->setObjectName(u"meshalName"_s);
    QFont big = m_name->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_name->setFont(big);
    m_nameLabel->setBuddy(m_name);
    m_stage = new QLabel(page);
    m_stage->setObjectName(u"meshalStage"_s);
    m_finish = new QPushButton(page);
    m_finish->setObjectName(u"meshalFinishCreation"_s);
    m_overrides = new QLabel(page);
    m_overrides->setObjectName(u"meshalOverrides"_s);
    m_overrides->setWordWrap(true);

    auto *head = new QHBoxLayout;
    head->addWidget(m_nameLabel);
    head->addWidget(m_name, 1);
    head->addWidget(m_stage);
    head->addWidget(m_finish);

    auto *identity = new MeshalIdentityPanel(editor, id, page);
    auto *attributes = new MeshalAttributesPanel(editor, id, page);
    auto *scores = new MeshalScoresPanel(editor, id, page);
    auto *talent = new MeshalTalentPanel(editor, id, page);
    auto *abilities = new MeshalAbilitiesPanel(editor, id, page);
    auto *items = new MeshalItemsPanel(editor, id, page);
    auto *effects = new MeshalEffectsPanel(editor, id, page);
    auto *relations = new MeshalRelationsPanel(editor, id, page);
    auto *more = new MeshalMoreFeaturesPanel(editor, id, page);
    m_panels = {identity, attributes, scores, talent, abilities, items, effects, relations, more};

    auto *left = new QVBoxLayout;
    left->addWidget(identity);
    left->addWidget(more);
    left->addWidget(attributes);
    left->addWidget(scores);
    left->addWidget(items);
    left->addWidget(relations);
    left->addStretch();
    auto *right = new QVBoxLayout;
    right->addWidget(talent);
    right->addWidget(abilities);
    right->addWidget(effects);
    right->addStretch();
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    auto *layout = new QVBoxLayout(page);
    layout->addLayout(head);
    layout->addWidget(m_overrides);
    layout->addLayout(columns, 1);

    for (MeshalPanel *panel : m_panels)
        connect(panel, &MeshalPanel::reloadRequested, this, &MeshalSheet::reload);
    connect(m_name, &QLineEdit::editingFinished, this, &MeshalSheet::writeName);
    connect(m_finish, &QPushButton::clicked, this, &MeshalSheet::finishCreation);
    if (models::CampaignSession *session = editor->session()) {
        connect(session, &models::CampaignSession::sheetsChanged, this, [this](const store::Receipt &step) {
            if (step.sheets.contains(meshal::characterRef(m_id)))
                reload();
        });
        connect(session, &models::CampaignSession::sheetsReset, this, &MeshalSheet::reload);
    }
    connect(editor, &MeshalEditor::languageChanged, this, &MeshalSheet::retranslate);
    connect(editor, &MeshalEditor::restingChanged, this, [this](qint64 which) {
        if (which == m_id)
            reload();
    });
    retranslate();
}

QString MeshalSheet::title() const
{
    return m_title;
}

void MeshalSheet::reload()
{
    const std::optional<meshal::Character> c = m_editor->character(m_id);
    if (!c)
        return;
    m_shown = *c;
    if (m_name->text() != c->name)
        m_name->setText(c->name);
    if (c->creation)
        m_stage->setText(tr("Being made"));
    else
        m_stage->setText(m_editor->resting(m_id) ? tr("In play · resting") : tr("In play"));
    m_finish->setVisible(c->creation);
    QStringList overridden;
    for (const rules::Override &o : c->overrides)
        overridden << tr("%1 (GM: %2)").arg(o.code, o.reason);
    m_overrides->setText(overridden.isEmpty() ? QString() : tr("Rules overridden: %1").arg(overridden.join(tr(", "))));
    m_overrides->setVisible(!overridden.isEmpty());
    for (MeshalPanel *panel : m_panels)
        panel->load(*c);
    if (m_title != c->name) {
        m_title = c->name;
        Q_EMIT titleChanged(m_title);
    }
}

void MeshalSheet::retranslate()
{
    m_nameLabel->setText(tr("&Name"));
    m_finish->setText(tr("&Finish Creation"));
    m_finish->setToolTip(tr("The character is made: from now on Talent is spent only during a rest (rule 24)."));
    for (MeshalPanel *panel : m_panels)
        panel->retranslate();
    reload();
}

void MeshalSheet::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void MeshalSheet::writeName()
{
    const QString name = m_name->text().trimmed();
    if (name == m_shown.name)
        return;
    if (name.isEmpty()) {
        m_editor->refuse(tr("A character has a name (rule 46)."), m_name);
        reload();
        return;
    }
    m_editor->edit(m_id, u"meshal.name"_s, SW_TR_LABEL("Rename %1").arg(m_shown.name), [name](meshal::Character &c) {
        c.name = name;
        return QList<rules::Violation>{};
    }, m_name);
}

void MeshalSheet::finishCreation()
{
    // Spec §3: a finished character has every required feature (rule 46) and sits within its
    // species' limits (rule 47).
    const MeshalEditor::Op finish = [this](meshal::Character &c) {
        const QList<rules::Violation> missing = meshal::blockingViolations(c, m_editor->pack(), meshal::CheckMode::Complete);
        if (!missing.isEmpty())
            return missing;
        c.creation = false;
        return QList<rules::Violation>{};
    };
    m_editor->edit(m_id, u"meshal.finish"_s, SW_TR_LABEL("Finish creating %1").arg(m_shown.name), finish, m_finish);
}

} // namespace sw::ui
