#include "systems/fate/fatedicepanel.h"

#include "models/campaignsession.h"
#include "models/gmrolllogmodel.h"
#include "systems/fate/fateeditor.h"
#include "systems/fate/economy.h"
#include "systems/fate/fatewords.h"
#include "systems/fate/ladderspinbox.h"
#include "systems/fate/odds.h"
#include "systems/fate/scene.h"
#include "systems/fate/sheetrules.h"
#include "systems/fate/store/fatesheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateDicePanel::FateDicePanel(QWidget *parent)
    : QWidget(parent), m_ownRandom(std::make_unique<rules::SeededRandom>(QRandomGenerator::system()->generate64())),
      m_log(new models::GmRollLogModel(this))
{
    setObjectName(u"fateDicePanel"_s);
    m_character = new QComboBox(this);
    m_character->setObjectName(u"fateRollCharacter"_s);
    m_skill = new QComboBox(this);
    m_skill->setObjectName(u"fateRollSkill"_s);
    m_rating = new LadderSpinBox(this);
    m_rating->setObjectName(u"fateRollRating"_s);
    m_rating->setRange(-4, 12);
    m_action = new QComboBox(this);
    m_action->setObjectName(u"fateRollAction"_s);
    m_stunts = new QListWidget(this);
    m_stunts->setObjectName(u"fateRollStunts"_s);
    m_stunts->setMaximumHeight(60);
    m_targetKind = new QComboBox(this);
    m_targetKind->setObjectName(u"fateRollTargetKind"_s);
    m_target = new LadderSpinBox(this);
    m_target->setObjectName(u"fateRollTarget"_s);
    m_target->setRange(-4, 12);
    m_raises = new QSpinBox(this);
    m_raises->setObjectName(u"fateRollRaises"_s);
    m_raises->setRange(0, 10);
    m_helpers = new QSpinBox(this);
    m_helpers->setObjectName(u"fateRollHelpers"_s);
    m_helpers->setRange(0, 10);
    m_faces = new QLineEdit(this);
    m_faces->setObjectName(u"fateRollFaces"_s);
    m_odds = new QLabel(this);
    m_odds->setObjectName(u"fateRollOdds"_s);
    m_odds->setWordWrap(true);
    m_roll = new QPushButton(this);
    m_roll->setObjectName(u"fateRoll"_s);
    m_result = new QLabel(this);
    m_result->setObjectName(u"fateRollResult"_s);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_aspect = new QComboBox(this);
    m_aspect->setObjectName(u"fateInvokeAspect"_s);
    m_free = new QCheckBox(this);
    m_free->setObjectName(u"fateInvokeFree"_s);
    m_holder = new QComboBox(this);
    m_holder->setObjectName(u"fateInvokeHolder"_s);
    m_holder->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_effect = new QComboBox(this);
    m_effect->setObjectName(u"fateInvokeEffect"_s);
    m_invoke = new QPushButton(this);
    m_invoke->setObjectName(u"fateInvoke"_s);
    m_situation = new QLineEdit(this);
    m_situation->setObjectName(u"fateSituationText"_s);
    m_situationInvokes = new QSpinBox(this);
    m_situationInvokes->setObjectName(u"fateSituationInvokes"_s);
    m_situationInvokes->setRange(0, 5);
    m_addSituation = new QPushButton(this);
    m_addSituation->setObjectName(u"fateAddSituation"_s);
    m_endScene = new QPushButton(this);
    m_endScene->setObjectName(u"fateEndScene"_s);
    m_view = new QTreeView(this);
    m_view->setObjectName(u"fateRollLog"_s);
    m_view->setRootIsDecorated(false);
    m_view->setModel(m_log);

    auto *form = new QFormLayout;
    const auto row = [&](QWidget *field) {
        auto *label = new QLabel(this);
        label->setBuddy(field);
        form->addRow(label, field);
        m_labels << label;
    };
    row(m_character);
    row(m_skill);
    row(m_rating);
    row(m_action);
    row(m_stunts);
    row(m_targetKind);
    row(m_target);
    row(m_raises);
    row(m_helpers);
    row(m_faces);
    auto *invokeRow = new QHBoxLayout;
    invokeRow->addWidget(m_free);
    invokeRow->addWidget(m_holder, 1);
    invokeRow->addWidget(m_effect);
    invokeRow->addWidget(m_invoke);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_odds);
    layout->addWidget(m_roll);
    layout->addWidget(m_result);
    layout->addWidget(m_aspect);
    layout->addLayout(invokeRow);
    auto *situationRow = new QHBoxLayout;
    situationRow->addWidget(m_situation, 1);
    situationRow->addWidget(m_situationInvokes);
    situationRow->addWidget(m_addSituation);
    situationRow->addWidget(m_endScene);
    layout->addLayout(situationRow);
    layout->addWidget(m_view, 1);

    connect(m_character, &QComboBox::currentIndexChanged, this, [this] {
        fillSkills();
        fillStunts();
    });
    connect(m_skill, &QComboBox::currentIndexChanged, this, [this] {
        if (const std::optional<fate::Character> c = roller()) {
            const QSignalBlocker blocker(m_rating);
            m_rating->setValue(c->rating(m_skill->currentData().toString()));
        }
        fillStunts();
        showOdds();
    });
    connect(m_action, &QComboBox::currentIndexChanged, this, [this] {
        fillStunts();
        showOdds();
    });
    connect(m_rating, &QSpinBox::valueChanged, this, &FateDicePanel::showOdds);
    connect(m_target, &QSpinBox::valueChanged, this, &FateDicePanel::showOdds);
    connect(m_raises, &QSpinBox::valueChanged, this, &FateDicePanel::showOdds);
    connect(m_helpers, &QSpinBox::valueChanged, this, &FateDicePanel::showOdds);
    connect(m_targetKind, &QComboBox::currentIndexChanged, this, &FateDicePanel::showOdds);
    connect(m_stunts, &QListWidget::itemChanged, this, &FateDicePanel::showOdds);
    connect(m_roll, &QPushButton::clicked, this, &FateDicePanel::roll);
    connect(m_invoke, &QPushButton::clicked, this, &FateDicePanel::invoke);
    connect(m_aspect, &QComboBox::currentIndexChanged, this, &FateDicePanel::fillHolders);
    connect(m_free, &QCheckBox::toggled, this, &FateDicePanel::fillHolders);
    connect(m_addSituation, &QPushButton::clicked, this, &FateDicePanel::addSituationAspect);
    connect(m_situation, &QLineEdit::returnPressed, this, &FateDicePanel::addSituationAspect);
    connect(m_endScene, &QPushButton::clicked, this, &FateDicePanel::endScene);
    retranslate();
}

FateDicePanel::~FateDicePanel() = default;

rules::RandomSource &FateDicePanel::random()
{
    return m_random ? *m_random : *m_ownRandom;
}

int FateDicePanel::ratingWithHelp() const
{
    const int rating = m_rating->value();
    return rating + fate::teamworkBonus(rating, QList<int>(m_helpers->value(), 1));
}

int FateDicePanel::raisedTarget() const
{
    return m_target->value() + m_raises->value() * (m_editor ? m_editor->pack().number(u"invoke_difficulty_raise"_s) : 2);
}

void FateDicePanel::setEditor(FateEditor *editor)
{
    if (m_editor)
        m_editor->disconnect(this);
    m_editor = editor;
    m_request.reset();
    m_invoked.clear();
    m_log->setSession(editor ? editor->session() : nullptr);
    if (editor) {
        connect(editor, &FateEditor::languageChanged, this, &FateDicePanel::retranslate);
        if (models::CampaignSession *s = editor->session()) {
            connect(s, &models::CampaignSession::sheetsChanged, this, &FateDicePanel::fillCharacters);
            connect(s, &models::CampaignSession::sheetsReset, this, &FateDicePanel::dropRetracted);
        }
    }
    retranslate();
}

std::optional<fate::Character> FateDicePanel::roller() const
{
    const qint64 id = rollerId();
    return m_editor && id > 0 ? m_editor->character(id) : std::nullopt;
}

qint64 FateDicePanel::rollerId() const
{
    return m_character->currentData().toLongLong();
}

void FateDicePanel::fillCharacters()
{
    const qint64 current = rollerId();
    const QSignalBlocker blocker(m_character);
    m_character->clear();
    m_character->addItem(tr("(no character: GM or NPC)"), qint64(0));
    if (m_editor && m_editor->session()) {
        for (const auto &[id, c] : fate::characters(m_editor->session()->store()))
            m_character->addItem(c.name, id);
    }
    m_character->setCurrentIndex(std::max(0, m_character->findData(current)));
    fillSkills();
    fillStunts();
}

void FateDicePanel::fillSkills()
{
    if (!m_editor)
        return;
    const fate::FatePack &pack = m_editor->pack();
    const Language lang = m_editor->language();
    const std::optional<fate::Character> c = roller();
    const QString current = m_skill->currentData().toString();
    {
        const QSignalBlocker blocker(m_skill);
        m_skill->clear();
        for (const fate::Skill &s : pack.skills) {
            const QString text = c ? tr("%1 %2").arg(s.name.in(lang), fate::ladderLabel(pack, c->rating(s.id), lang)) : s.name.in(lang);
            m_skill->addItem(text, s.id);
        }
        m_skill->setCurrentIndex(std::max(0, m_skill->findData(current)));
    }
    if (c) {
        const QSignalBlocker blocker(m_rating);
        m_rating->setValue(c->rating(m_skill->currentData().toString()));
    }
    showOdds();
}

void FateDicePanel::fillStunts()
{
    const std::optional<fate::Character> c = roller();
    const QString skill = m_skill->currentData().toString();
    const std::optional<fate::Action> action = fate::actionFromId(m_action->currentData().toString());
    const QSignalBlocker blocker(m_stunts);
    m_stunts->clear();
    if (c && m_editor) {
        for (const fate::Stunt &s : c->stunts) {
            if (s.ruleChange || s.skill != skill || s.action != action)
                continue; // rule 9: only the stunts of this skill and action
            auto *item = new QListWidgetItem(FateWords::stunt(s, m_editor->pack(), m_editor->language()), m_stunts);
            item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
            item->setData(Qt::UserRole, s.name);
            item->setToolTip(tr("Tick when the stunt's circumstance holds (rule 9)."));
        }
    }
    m_stunts->setEnabled(m_stunts->count() > 0);
    showOdds();
}

void FateDicePanel::showOdds()
{
    if (!m_editor)
        return;
    int modifier = ratingWithHelp();
    for (int i = 0; i < m_stunts->count(); ++i) {
        if (m_stunts->item(i)->checkState() == Qt::Checked) {
            if (const std::optional<fate::Character> c = roller()) {
                for (const fate::Stunt &s : c->stunts) {
                    if (s.name == m_stunts->item(i)->data(Qt::UserRole).toString())
                        modifier += s.bonus;
                }
            }
        }
    }
    const bool opposed = m_targetKind->currentIndex() == 1;
    const int target = raisedTarget();
    const fate::FateOdds odds = opposed ? fate::oddsOpposed(modifier, target) : fate::oddsAgainstDifficulty(modifier, target);
    const fate::FatePack &pack = m_editor->pack();
    const Language lang = m_editor->language();
    const auto part = [&](int outcome, const rules::Fraction &p) -> QString {
        return tr("%1 %2 (%3/%4)").arg(pack.outcomeNames[std::size_t(outcome)].in(lang), FateWords::percent(p))
            .arg(p.numerator()).arg(p.denominator());
    };
    m_odds->setText(tr("Odds before rolling, +%1 against %2 (exact, %3 cases): %4")
                        .arg(modifier).arg(opposed ? tr("an opposed %1").arg(fate::ladderLabel(pack, target, lang))
                                                   : fate::ladderLabel(pack, target, lang))
                        .arg(odds.cases)
                        .arg(QStringList{part(0, odds.fail), part(1, odds.tie), part(2, odds.success), part(3, odds.style)}.join(tr(" · "))));
}

void FateDicePanel::retranslate()
{
    const QStringList labels{tr("&Character"), tr("&Skill"), tr("Rati&ng"), tr("&Action"), tr("S&tunts"),
                             tr("Ta&rget"), tr("Difficulty or &opposition"), tr("Raised &by others' invokes"),
                             tr("&Helpers"), tr("&Dice as rolled")};
    for (qsizetype i = 0; i < m_labels.size(); ++i)
        m_labels.at(i)->setText(labels.value(i));
    m_rating->setToolTip(tr("The skill's rating; the character's own when one is chosen."));
    m_faces->setPlaceholderText(tr("empty: the app rolls; or the dice at the table, e.g. 0+-+"));
    m_raises->setSuffix(tr(" × +2"));
    m_raises->setToolTip(tr("Invokes others made to put +2 on this roll's difficulty (rule 7)."));
    m_helpers->setToolTip(tr("Teamwork: +1 per helper with this skill at Average (+1) or better, at most the "
                             "roller's rating; helping uses the helper's action (rule 28)."));
    m_roll->setText(tr("Roll 4dF"));
    m_free->setText(tr("Free"));
    m_free->setToolTip(tr("Use a free invoke you hold (or a boost) instead of a fate point."));
    m_holder->setToolTip(tr("Whose free invoke pays: yours, or one an ally holds on this aspect and offers (rule 5)."));
    m_invoke->setText(tr("&Invoke"));
    m_situation->setPlaceholderText(tr("A situation aspect (e.g. On Fire)"));
    m_situationInvokes->setSuffix(tr(" free"));
    m_situationInvokes->setToolTip(tr("Free invokes on it for the character chosen above (or the GM)."));
    m_addSituation->setText(tr("Add Situation Aspect"));
    m_endScene->setText(tr("End of Scene"));
    m_endScene->setToolTip(tr("The scene ends: its situation aspects go, every character's stress and boosts clear, "
                              "the fate points owed are paid, and a mild consequence in recovery is gone."));
    {
        const int current = std::max(0, m_targetKind->currentIndex());
        const QSignalBlocker blocker(m_targetKind);
        m_targetKind->clear();
        m_targetKind->addItems({tr("Difficulty"), tr("Opposed roll")});
        m_targetKind->setCurrentIndex(current);
    }
    {
        const int current = std::max(0, m_effect->currentIndex());
        m_effect->clear();
        m_effect->addItems({tr("+2"), tr("Reroll"), tr("+2 to another's difficulty")});
        m_effect->setCurrentIndex(current);
    }
    m_log->setHeaders({tr("When"), tr("Roll"), tr("For"), tr("Dice"), tr("Rolled"), tr("Result")});
    if (m_editor) {
        const fate::FatePack &pack = m_editor->pack();
        const Language lang = m_editor->language();
        m_log->setLanguage(lang);
        m_log->setLabeler([&pack, lang](const QString &kind, const QString &id) -> QString {
            const QStringList outcomes{u"fail"_s, u"tie"_s, u"success"_s, u"style"_s};
            if (kind == u"result"_s && outcomes.contains(id))
                return pack.outcomeNames[std::size_t(outcomes.indexOf(id))].in(lang);
            if (kind == u"roll_kind"_s && id.startsWith(u"fate."_s)) {
                if (const std::optional<fate::Action> a = fate::actionFromId(id.mid(5)))
                    return pack.action(*a).name.in(lang);
                if (id == u"fate.invoke"_s)
                    return FateDicePanel::tr("Invoke");
            }
            return {};
        });
        {
            const int current = std::max(0, m_action->currentIndex());
            const QSignalBlocker blocker(m_action);
            m_action->clear();
            for (const fate::ActionInfo &a : pack.actions)
                m_action->addItem(a.name.in(lang), fate::actionId(a.action));
            m_action->setCurrentIndex(current);
        }
        m_rating->setPack(&pack, lang);
        m_target->setPack(&pack, lang);
    }
    fillCharacters();
    fillHolders();
    showResult();
}

void FateDicePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sw::ui
