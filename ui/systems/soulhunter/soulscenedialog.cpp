#include "systems/soulhunter/soulscenedialog.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/soulhunter/scene.h"
#include "systems/soulhunter/soulcharmsbox.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QAction>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

SoulSceneDialog::SoulSceneDialog(SoulhunterEditor *editor, QWidget *parent) : QDialog(parent), m_editor(editor)
{
    setObjectName(u"soulSceneDialog"_s);
    const auto label = [this](QWidget *buddy) {
        auto *l = new QLabel(this);
        l->setBuddy(buddy);
        return l;
    };
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"soulSceneName"_s);
    m_tags = new QListWidget(this);
    m_tags->setObjectName(u"soulSceneTags"_s);
    m_newTag = new QLineEdit(this);
    m_newTag->setObjectName(u"soulSceneNewTag"_s);
    m_addTag = new QPushButton(this);
    m_addTag->setObjectName(u"soulSceneAddTag"_s);
    m_removeTag = new QPushButton(this);
    m_removeTag->setObjectName(u"soulSceneRemoveTag"_s);
    m_removeAction = new QAction(this);
    m_removeAction->setObjectName(u"soulSceneRemoveTagAction"_s);
    m_removeAction->setShortcut(QKeySequence::Delete);
    m_removeAction->setShortcutContext(Qt::WidgetShortcut);
    m_tags->addAction(m_removeAction);
    m_tags->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_hasChallenge = new QCheckBox(this);
    m_hasChallenge->setObjectName(u"soulSceneHasChallenge"_s);
    m_challenge = new QSpinBox(this);
    m_challenge->setObjectName(u"soulSceneChallenge"_s);
    m_challenge->setRange(soulhunter::kChallengeMin, soulhunter::kChallengeMax);
    m_challenge->setValue(soulhunter::kDefaultChallenge);
    m_challenge->setKeyboardTracking(false);
    m_explain = new QLabel(this);
    m_explain->setObjectName(u"soulSceneExplain"_s);
    m_explain->setWordWrap(true);
    for (QPushButton *b : {m_addTag, m_removeTag})
        b->setAutoDefault(false);
    m_nameLabel = label(m_name);
    m_tagsLabel = label(m_tags);
    m_newTagLabel = label(m_newTag);
    m_challengeLabel = label(m_challenge);
    auto *newTag = new QHBoxLayout;
    newTag->addWidget(m_newTag, 1);
    newTag->addWidget(m_addTag);
    newTag->addWidget(m_removeTag);
    auto *challenge = new QHBoxLayout;
    challenge->addWidget(m_hasChallenge);
    challenge->addWidget(m_challenge, 1);
    auto *form = new QFormLayout;
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_tagsLabel, m_tags);
    form->addRow(m_newTagLabel, newTag);
    form->addRow(m_challengeLabel, challenge);
    // The scene's charms (spec §18), each change one undo step of the scene.
    m_charms = new SoulCharmsBox(
        editor, [this] { return current().charms; },
        [this](const QList<soulhunter::Charm> &charms, const QString &edit) {
            soulhunter::Scene s = current();
            s.charms = charms;
            return write(s, edit, m_charms);
        },
        this);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_explain);
    layout->addWidget(m_charms);
    layout->addWidget(close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (QPushButton *closing = close->button(QDialogButtonBox::Close)) { // Return confirms a value, it does not close
        closing->setAutoDefault(false);
        closing->setDefault(false);
    }
    connect(m_name, &QLineEdit::editingFinished, this, &SoulSceneDialog::rename);
    connect(m_newTag, &QLineEdit::returnPressed, this, &SoulSceneDialog::addTag);
    connect(m_addTag, &QPushButton::clicked, this, &SoulSceneDialog::addTag);
    connect(m_removeTag, &QPushButton::clicked, this, &SoulSceneDialog::removeTag);
    connect(m_removeAction, &QAction::triggered, this, &SoulSceneDialog::removeTag);
    connect(m_hasChallenge, &QCheckBox::toggled, this, &SoulSceneDialog::setChallenge);
    connect(m_challenge, &QSpinBox::valueChanged, this, &SoulSceneDialog::setChallenge);
    if (editor && editor->session()) {
        connect(editor->session(), &models::CampaignSession::sheetsChanged, this, &SoulSceneDialog::refresh);
        connect(editor->session(), &models::CampaignSession::sheetsReset, this, &SoulSceneDialog::refresh);
    }
    retranslate();
    refresh();
}

soulhunter::Scene SoulSceneDialog::current() const
{
    if (!m_editor || !m_editor->session())
        return {};
    return soulhunter::scene(m_editor->session()->store()).value_or(soulhunter::Scene{});
}

void SoulSceneDialog::refresh()
{
    m_loading = true;
    const soulhunter::Scene s = current();
    if (!m_name->hasFocus())
        m_name->setText(s.name);
    const int row = m_tags->currentRow();
    m_tags->clear();
    m_tags->addItems(s.tags);
    m_tags->setCurrentRow(std::min(row, int(m_tags->count()) - 1));
    m_hasChallenge->setChecked(s.challenge.has_value());
    m_challenge->setEnabled(s.challenge.has_value());
    if (s.challenge)
        m_challenge->setValue(*s.challenge);
    m_removeTag->setEnabled(m_tags->count() > 0);
    m_removeAction->setEnabled(m_tags->count() > 0);
    m_charms->refresh();
    m_loading = false;
}

bool SoulSceneDialog::write(const soulhunter::Scene &scene, const QString &label, QWidget *source)
{
    if (!m_editor)
        return false;
    if (const QList<rules::Violation> broken = soulhunter::checkScene(scene); !broken.isEmpty()) {
        m_editor->refuse(broken, source);
        refresh();
        return false;
    }
    return m_editor->push(label, [&](store::CampaignStore &st) { return soulhunter::saveScene(st, scene, label); });
}

void SoulSceneDialog::rename()
{
    soulhunter::Scene s = current();
    if (m_loading || m_name->text().trimmed() == s.name)
        return;
    s.name = m_name->text().trimmed();
    write(s, SW_TR_LABEL("Scene named %1").arg(s.name), m_name);
}

void SoulSceneDialog::addTag()
{
    const QString tag = m_newTag->text().trimmed();
    soulhunter::Scene s = current();
    s.tags << tag;
    if (write(s, SW_TR_LABEL("Scene tag %1 added").arg(tag), m_newTag))
        m_newTag->clear();
}

void SoulSceneDialog::removeTag()
{
    soulhunter::Scene s = current();
    const int row = m_tags->currentRow();
    if (row < 0 || row >= s.tags.size())
        return;
    const QString tag = s.tags.takeAt(row);
    write(s, SW_TR_LABEL("Scene tag %1 removed").arg(tag), m_tags);
}

void SoulSceneDialog::setChallenge()
{
    if (m_loading)
        return;
    soulhunter::Scene s = current();
    const std::optional<int> value = m_hasChallenge->isChecked() ? std::optional<int>(m_challenge->value()) : std::nullopt;
    m_challenge->setEnabled(value.has_value());
    if (value == s.challenge)
        return;
    s.challenge = value;
    write(s, value ? SW_TR_LABEL("Scene challenge %1").arg(*value) : SW_TR_LABEL("Scene challenge cleared"), m_challenge);
}

void SoulSceneDialog::retranslate()
{
    setWindowTitle(tr("Scene Tags and Challenge"));
    m_nameLabel->setText(tr("Scene &name"));
    m_tagsLabel->setText(tr("Scene &tags"));
    m_newTagLabel->setText(tr("Ne&w tag"));
    m_addTag->setText(tr("&Add Tag"));
    m_removeTag->setText(tr("&Remove Tag"));
    m_removeAction->setText(tr("Remove Tag"));
    m_challengeLabel->setText(tr("&Challenge value"));
    m_hasChallenge->setText(tr("&Set"));
    m_explain->setText(tr("The challenge value is what the scene's checks are made against: CAT = ⌈(check value − challenge value) ÷ 4⌉, "
                          "at least 0 (L63). The check dock starts from it. A scene tag activated on a check gives it level +1 (L42)."));
}

void SoulSceneDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace sw::ui
