#include "advancementdialog.h"

#include "appsettings.h"
#include "wizardsupport.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

enum Role { KindRole = Qt::UserRole, AttributeRole, IdRole, ReasonRole };

QString dotString(int filled, int of)
{
    return QString(filled, u'●') + QString(std::max(0, of - filled), u'○');
}

} // namespace

AdvancementDialog::AdvancementDialog(const blades::Character &character, const blades::RulePack &pack, Language language,
                                     const blades::CrewBenefits &crew, QWidget *parent)
    : QDialog(parent), m_character(character), m_pack(pack), m_language(language), m_crew(crew)
{
    setObjectName(u"advancementDialog"_s);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_choices = new QTreeWidget(this);
    m_choices->setObjectName(u"advanceChoices"_s);
    m_choices->setHeaderHidden(true);
    m_choices->setRootIsDecorated(true);
    m_choices->setMinimumWidth(300);
    m_preview = new QTextBrowser(this);
    m_preview->setObjectName(u"advancePreview"_s);
    m_preview->setMinimumWidth(260);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_intro->setBuddy(m_choices);
    auto *row = new QHBoxLayout;
    row->addWidget(m_choices, 3);
    row->addWidget(m_preview, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(row, 1);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_choices, &QTreeWidget::currentItemChanged, this, &AdvancementDialog::preview);
    connect(m_choices, &QTreeWidget::itemActivated, this, [this] {
        if (m_buttons->button(QDialogButtonBox::Ok)->isEnabled())
            accept();
    });
    resize(760, 480);
    retranslate();
}

AdvancementDialog::Choice AdvancementDialog::choice() const
{
    const QTreeWidgetItem *item = m_choices->currentItem();
    if (!item || !(item->flags() & Qt::ItemIsEnabled) || item->data(0, IdRole).toString().isEmpty())
        return {};
    return {Choice::Kind(item->data(0, KindRole).toInt()), item->data(0, AttributeRole).toString(),
            item->data(0, IdRole).toString()};
}

blades::Outcome AdvancementDialog::apply(const blades::Character &character) const
{
    const Choice c = choice();
    if (c.kind == Choice::ActionDot)
        return blades::applyTakeAttributeAdvance(character, c.attribute, c.id, m_pack, m_crew);
    return blades::applyTakePlaybookAdvance(character, c.id, m_pack, m_crew);
}

void AdvancementDialog::setLanguage(Language language)
{
    m_language = language;
    retranslate();
}

void AdvancementDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        if (const std::optional<Language> chosen = settings::language())
            m_language = *chosen;
        retranslate();
    }
    QDialog::changeEvent(event);
}

void AdvancementDialog::retranslate()
{
    setWindowTitle(tr("Advance"));
    m_intro->setText(tr("A track is full. Choose &what the advance brings; only what the rules allow can be chosen."));
    m_choices->setAccessibleName(tr("Advance choices"));
    m_choices->setToolTip(tr("A playbook advance is a new special ability; an attribute advance is one more dot in one of its actions."));
    m_preview->setAccessibleName(tr("Rules for the selected choice"));
    rebuild();
}

void AdvancementDialog::rebuild()
{
    const Language l = m_language;
    const Choice kept = choice();
    m_choices->clear();
    QTreeWidgetItem *select = nullptr;
    const auto add = [&](QTreeWidgetItem *parent, Choice::Kind kind, const QString &attribute, const QString &id,
                         const QString &text, const blades::Outcome &outcome) {
        auto *item = new QTreeWidgetItem(parent, {text});
        item->setData(0, KindRole, int(kind));
        item->setData(0, AttributeRole, attribute);
        item->setData(0, IdRole, id);
        if (!outcome.done()) {
            const QString reason = wizard::explain(outcome.refused, m_pack, l);
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
            item->setData(0, ReasonRole, reason);
            item->setToolTip(0, reason);
        } else if (!select || (kept.id == id && kept.attribute == attribute)) {
            select = item;
        }
        return item;
    };
    const auto heading = [this](const QString &text, const QString &toolTip) {
        auto *group = new QTreeWidgetItem(m_choices, {text});
        group->setFlags(Qt::ItemIsEnabled);
        group->setToolTip(0, toolTip);
        QFont bold = m_choices->font();
        bold.setBold(true);
        group->setFont(0, bold);
        return group;
    };
    if (m_character.pendingPlaybookAdvances > 0) {
        QTreeWidgetItem *group = heading(tr("Playbook advance: a new ability"),
                                         tr("%n playbook advance(s) waiting: each brings one more special ability.", nullptr,
                                            m_character.pendingPlaybookAdvances));
        const blades::Playbook *playbook = m_pack.playbook(m_character.playbook);
        for (const QString &id : playbook ? playbook->abilities : QStringList()) {
            if (const blades::Ability *a = m_pack.ability(id))
                add(group, Choice::PlaybookAbility, {}, id, a->name.in(l), blades::applyTakePlaybookAdvance(m_character, id, m_pack, m_crew));
        }
        // Another playbook's abilities, only while a Veteran pick allows one (A §4.2), under their playbook.
        for (const blades::Playbook &other : m_pack.playbooks) {
            if (playbook && other.id == playbook->id)
                continue;
            QTreeWidgetItem *others = nullptr;
            for (const QString &id : other.abilities) {
                const blades::Ability *a = m_pack.ability(id);
                const blades::Outcome o = blades::applyTakePlaybookAdvance(m_character, id, m_pack, m_crew);
                if (!a || !o.done())
                    continue;
                if (!others) {
                    others = new QTreeWidgetItem(group, {tr("%1 (Veteran)").arg(other.name.in(l))});
                    others->setFlags(Qt::ItemIsEnabled);
                    others->setToolTip(0, tr("A Veteran pick lets you take an ability of another playbook."));
                }
                add(others, Choice::PlaybookAbility, {}, id, a->name.in(l), o);
            }
            if (others)
                others->setExpanded(false);
        }
    }
    const int ratingMax = blades::limitsFor(m_character, m_pack, m_crew).actionRatingMax;
    for (auto it = m_character.pendingAttributeAdvances.begin(); it != m_character.pendingAttributeAdvances.end(); ++it) {
        const blades::Attribute *attribute = m_pack.attribute(it.key());
        if (!attribute || it.value() < 1)
            continue;
        QTreeWidgetItem *group = heading(tr("%1 advance: +1 action dot").arg(attribute->name.in(l)),
                                         tr("%n %1 advance(s) waiting: each adds one dot to an action of %1, within the cap.",
                                            nullptr, it.value()).arg(attribute->name.in(l)));
        for (const QString &action : attribute->actions) {
            const blades::Entity *a = m_pack.action(action);
            const int now = m_character.rating(action);
            add(group, Choice::ActionDot, attribute->id, action,
                u"%1  %2 → %3"_s.arg(a ? a->name.in(l) : action, dotString(now, ratingMax), dotString(now + 1, ratingMax)),
                blades::applyTakeAttributeAdvance(m_character, attribute->id, action, m_pack, m_crew));
        }
    }
    for (int top = 0; top < m_choices->topLevelItemCount(); ++top)
        m_choices->topLevelItem(top)->setExpanded(true);
    m_choices->setCurrentItem(select);
    preview();
}

void AdvancementDialog::preview()
{
    const QTreeWidgetItem *item = m_choices->currentItem();
    const Choice c = choice();
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!c.id.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Take Advance"));
    if (!item) {
        m_preview->setHtml(u"<p>%1</p>"_s.arg(tr("Nothing is waiting to be taken.").toHtmlEscaped()));
        return;
    }
    const QString id = item->data(0, IdRole).toString();
    QString html;
    if (item->data(0, KindRole).toInt() == Choice::ActionDot && !id.isEmpty()) {
        if (const blades::Entity *a = m_pack.action(id))
            html = wizard::entityHtml(*a, m_language)
                   + u"<p>%1</p>"_s.arg(tr("%1 goes from %2 to %3 dots.").arg(a->name.in(m_language))
                                            .arg(m_character.rating(id)).arg(m_character.rating(id) + 1).toHtmlEscaped());
    } else if (const blades::Ability *a = m_pack.ability(id)) {
        html = wizard::entityHtml(*a, m_language);
    }
    const QString reason = item->data(0, ReasonRole).toString();
    if (!reason.isEmpty())
        html += u"<p><b>%1</b></p>"_s.arg(reason.toHtmlEscaped());
    m_preview->setHtml(html);
}

} // namespace sw::ui
