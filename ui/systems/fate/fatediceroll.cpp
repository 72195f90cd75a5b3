// The Fate dice panel's roll and invokes: resolved by the rules (fate/roll.h), logged, and the
// fate points and free invokes they spend taken off the sheets in one undoable edit.
#include "systems/fate/fatedicepanel.h"

#include "common/labelwords.h"
#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/fate/actions.h"
#include "systems/fate/characterjson.h"
#include "systems/fate/fateeditor.h"
#include "systems/fate/fatewords.h"
#include "systems/fate/ladderspinbox.h"
#include "systems/fate/scene.h"
#include "systems/fate/sheetrules.h"
#include "systems/fate/store/fatesheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {

void FateDicePanel::fillAspects()
{
    // The aspect chosen stays chosen (a second invoke on it, free ones stacking: rule 6).
    const int was = m_aspect->currentIndex();
    const std::optional<InPlay> chosen = was >= 0 && was < m_inPlay.size() ? std::optional<InPlay>(m_inPlay.at(was)) : std::nullopt;
    const QSignalBlocker blocker(m_aspect);
    m_inPlay.clear();
    m_aspect->clear();
    if (!m_editor || !m_editor->session() || !m_request)
        return;
    for (const auto &[id, c] : fate::characters(m_editor->session()->store())) {
        const bool own = id == m_requestSheet;
        const auto add = [&](const QString &text, const QList<fate::FreeInvokes> &held, const QString &where, int index, bool boost) {
            if (text.trimmed().isEmpty() && !boost)
                return;
            InPlay p;
            p.aspect = {text, c.name, boost, held};
            p.sheet = id;
            p.where = where;
            p.index = index;
            p.label = own ? text : tr("%1 (%2's, hostile)").arg(text, c.name);
            if (boost)
                p.label = tr("Boost: %1").arg(text.isEmpty() ? tr("(unnamed)") : text);
            if (!own && boost)
                return; // another's boost is theirs to use
            m_inPlay.append(p);
        };
        for (qsizetype i = 0; i < c.aspects.size(); ++i)
            add(c.aspects.at(i).text, c.aspects.at(i).freeInvokes, u"aspect"_s, int(i), false);
        for (qsizetype i = 0; i < c.consequences.size(); ++i)
            add(c.consequences.at(i).text, c.consequences.at(i).freeInvokes, u"consequence"_s, int(i), false);
        for (qsizetype i = 0; i < c.boosts.size(); ++i)
            add(c.boosts.at(i), {}, u"boost"_s, int(i), true);
    }
    // The scene's situation aspects: anyone may invoke them; free invokes by whoever holds them.
    const fate::Scene scene = fate::scene(m_editor->session()->store());
    for (qsizetype i = 0; i < scene.aspects.size(); ++i) {
        InPlay p;
        p.aspect = {scene.aspects.at(i).text, QString(), false, scene.aspects.at(i).freeInvokes};
        p.where = u"situation"_s;
        p.index = int(i);
        p.label = tr("Situation: %1").arg(scene.aspects.at(i).text);
        m_inPlay.append(p);
    }
    for (const InPlay &p : m_inPlay)
        m_aspect->addItem(p.label);
    for (qsizetype i = 0; chosen && i < m_inPlay.size(); ++i) {
        const InPlay &p = m_inPlay.at(i);
        if (p.sheet == chosen->sheet && p.where == chosen->where && p.index == chosen->index && p.aspect.id == chosen->aspect.id)
            m_aspect->setCurrentIndex(int(i));
    }
    fillHolders();
}

void FateDicePanel::fillHolders()
{
    const QString current = m_holder->currentData().toString();
    const QSignalBlocker blocker(m_holder);
    m_holder->clear();
    const int at = m_aspect->currentIndex();
    if (!m_request || !m_free->isChecked() || at < 0 || at >= m_inPlay.size() || m_inPlay.at(at).aspect.boost) {
        m_holder->setEnabled(false);
        return;
    }
    // The roller's own free invokes first, then each ally's who holds some on this aspect.
    QList<fate::FreeInvokes> held = m_inPlay.at(at).aspect.freeInvokes;
    std::stable_partition(held.begin(), held.end(), [&](const fate::FreeInvokes &f) { return f.holder == m_request->roller; });
    for (const fate::FreeInvokes &f : std::as_const(held)) {
        if (f.count <= 0)
            continue;
        const QString who = f.holder == m_request->roller ? tr("yours")
                            : f.holder == u"gm"_s          ? tr("the GM's")
                                                           : tr("%1's").arg(f.holder);
        m_holder->addItem(tr("%1 (%n left)", nullptr, f.count).arg(who), f.holder);
    }
    if (m_holder->count() == 0)
        m_holder->addItem(tr("none held"), m_request->roller);
    m_holder->setCurrentIndex(std::max(0, m_holder->findData(current)));
    m_holder->setEnabled(m_holder->count() > 1 || m_holder->currentData().toString() != m_request->roller);
}

void FateDicePanel::roll()
{
    if (!m_editor || !m_editor->session())
        return;
    fate::RollRequest r;
    const std::optional<fate::Character> c = roller();
    r.roller = c ? c->name : u"gm"_s; // free invokes are held by a character's name, or "gm"
    r.action = fate::actionFromId(m_action->currentData().toString()).value_or(fate::Action::Overcome);
    r.skill = m_skill->currentData().toString();
    r.skillRating = ratingWithHelp(); // rule 28: the helpers' +1s are added to the skill
    r.difficultyRaises = m_raises->value();
    if (!m_faces->text().trimmed().isEmpty()) {
        const std::optional<fate::Faces> typed = fate::parseFaces(m_faces->text().trimmed());
        if (!typed) {
            m_editor->refuse({{u"fate.dice.faces"_s, u"faces"_s, {}, false}}, m_faces);
            return;
        }
        r.faces = *typed;
    } else {
        r.faces = fate::rollFaces(random());
    }
    const bool opposed = m_targetKind->currentIndex() == 1;
    r.targetKind = opposed ? fate::TargetKind::Opposition : fate::TargetKind::Difficulty;
    m_opposingRating = m_target->value();
    if (opposed) {
        m_opposing = fate::rollFaces(random()); // the GM rolls the opposition by the same rules (seed L32)
        r.target = m_opposingRating + fate::diceSum(m_opposing);
    } else {
        r.target = m_target->value();
    }
    // resolveRoll adds the raises to the target (rule 7).
    if (c) {
        r.fatePoints = c->fatePoints;
        r.rollerStunts = c->stunts;
        for (int i = 0; i < m_stunts->count(); ++i) {
            if (m_stunts->item(i)->checkState() != Qt::Checked)
                continue;
            for (const fate::Stunt &s : c->stunts) {
                if (s.name == m_stunts->item(i)->data(Qt::UserRole).toString())
                    r.stunts.append({s, true});
            }
        }
    }
    const fate::RollResolution res = fate::resolveRoll(r, m_editor->pack());
    if (!res.ok()) {
        m_editor->refuse(res.violations, m_roll);
        return;
    }
    const qint64 sheet = c ? rollerId() : 0;
    const fate::Skill *skill = m_editor->pack().skill(r.skill);
    const QString label = SW_TR_LABEL("%1: %2").arg(c ? c->name : SW_TR_LABEL("GM"), skill ? labelWords(skill->name) : r.skill);
    const store::RollRecord rec = fate::rollRecord(u"fate."_s + fate::actionId(r.action), label, res, sheet);
    store::Receipt receipt;
    if (res.fatePointsSpent > 0 && c) {
        // A stunt that costs a fate point (rule 9): the roll and its cost are one undoable edit.
        fate::Character after = *c;
        after.fatePoints -= res.fatePointsSpent;
        receipt = m_editor->pushReceipt(label, [&](store::CampaignStore &s) {
            return s.apply({{fate::characterRef(sheet), fate::toJson(after)}}, u"fate.roll"_s, label, {}, {rec});
        });
    } else {
        // A roll alone changes no sheet: it goes to the log, not the undo stack (as Blades' dice).
        receipt = m_editor->session()->apply([&](store::CampaignStore &s) { return s.apply({}, u"fate.roll"_s, label, {}, {rec}); });
    }
    if (!receipt.ok) {
        m_editor->refuse(receipt.error, m_roll);
        return;
    }
    m_request = r;
    m_requestSheet = sheet;
    m_invoked.clear();
    fillAspects();
    m_rollAspects.clear();
    for (const InPlay &p : m_inPlay)
        m_rollAspects.append(p.aspect);
    m_resolution = res;
    showResult();
}

void FateDicePanel::invoke()
{
    if (!m_editor || !m_editor->session() || !m_request || m_aspect->currentIndex() < 0 || m_aspect->currentIndex() >= m_inPlay.size())
        return;
    const InPlay place = m_inPlay.at(m_aspect->currentIndex());
    fate::RollRequest r = current();
    fate::Invoke inv;
    inv.aspect = place.aspect.id;
    inv.paid = !m_free->isChecked();
    inv.holder = r.roller;
    if (!inv.paid && m_holder->currentIndex() >= 0) // an ally's free invoke, offered (rule 5)
        inv.holder = m_holder->currentData().toString();
    inv.effect = m_effect->currentIndex() == 1   ? fate::InvokeEffect::Reroll
                 : m_effect->currentIndex() == 2 ? fate::InvokeEffect::RaiseDifficulty
                                                 : fate::InvokeEffect::Bonus;
    if (inv.effect == fate::InvokeEffect::Reroll)
        inv.reroll = fate::rollFaces(random());
    const fate::RollResolution before = fate::resolveRoll(r, m_editor->pack());
    r.invokes.append(inv);
    const fate::RollResolution res = fate::resolveRoll(r, m_editor->pack());
    if (!res.ok()) {
        m_editor->refuse(res.violations, m_invoke);
        return;
    }
    if (inv.paid && m_requestSheet == 0) {
        m_editor->refuse(tr("Choose the character who rolls: a paid invoke spends their fate point."), m_invoke);
        return;
    }
    // What this invoke spends: the roller's fate point (a hostile one owed to the owner, rule 27),
    // or the free invoke (a boost is gone, rule 29).
    QMap<qint64, fate::Character> changed;
    const auto sheet = [&](qint64 id) -> fate::Character & {
        if (!changed.contains(id))
            changed.insert(id, *m_editor->character(id));
        return changed[id];
    };
    std::optional<fate::Scene> scene;
    if (inv.paid) {
        sheet(m_requestSheet).fatePoints -= res.fatePointsSpent - before.fatePointsSpent;
        if (place.sheet != m_requestSheet && place.sheet > 0)
            sheet(place.sheet).fatePointsOwed += 1;
    } else if (place.where == u"situation"_s) {
        scene = fate::scene(m_editor->session()->store());
        QList<fate::FreeInvokes> &held = scene->aspects[place.index].freeInvokes;
        for (qsizetype i = 0; i < held.size(); ++i) {
            if (held.at(i).holder == inv.holder && held.at(i).count > 0) {
                if (--held[i].count == 0)
                    held.removeAt(i);
                break;
            }
        }
    } else if (place.where == u"boost"_s) {
        sheet(place.sheet).boosts.removeAt(place.index);
    } else {
        fate::Character &owner = sheet(place.sheet);
        QList<fate::FreeInvokes> &held = place.where == u"aspect"_s ? owner.aspects[place.index].freeInvokes
                                                                    : owner.consequences[place.index].freeInvokes;
        for (qsizetype i = 0; i < held.size(); ++i) {
            if (held.at(i).holder == inv.holder && held.at(i).count > 0) {
                if (--held[i].count == 0)
                    held.removeAt(i);
                break;
            }
        }
    }
    const QString label = SW_TR_LABEL("Invoke %1").arg(place.aspect.id.isEmpty() ? SW_TR_LABEL("a boost") : place.aspect.id);
    const store::RollRecord rec = fate::rollRecord(u"fate.invoke"_s, label, res, m_requestSheet);
    QList<store::SheetChange> changes;
    for (auto it = changed.begin(); it != changed.end(); ++it)
        changes.append({fate::characterRef(it.key()), fate::toJson(it.value())});
    if (scene)
        changes.append(fate::sceneChange(*scene));
    const store::Receipt receipt = m_editor->pushReceipt(label, [&](store::CampaignStore &s) {
        return s.apply(changes, u"fate.invoke"_s, label, {}, {rec});
    });
    if (!receipt.ok)
        return;
    m_invoked.append({inv, receipt.batch});
    m_resolution = res;
    fillAspects();
    showResult();
}

void FateDicePanel::addSituationAspect()
{
    const QString text = m_situation->text().trimmed();
    if (!m_editor || !m_editor->session() || text.isEmpty())
        return;
    fate::Scene scene = fate::scene(m_editor->session()->store());
    const std::optional<fate::Character> c = roller();
    fate::SituationAspect aspect{text, {}};
    if (m_situationInvokes->value() > 0)
        aspect.freeInvokes = {{c ? c->name : u"gm"_s, m_situationInvokes->value()}};
    scene.aspects.append(aspect);
    const QString label = SW_TR_LABEL("Situation Aspect %1").arg(text);
    const store::Receipt receipt = m_editor->pushReceipt(label, [&](store::CampaignStore &s) {
        return s.apply({fate::sceneChange(scene)}, u"fate.scene.aspect"_s, label);
    });
    if (!receipt.ok)
        return;
    m_situation->clear();
    if (m_request) // made after the dice fell: it may be invoked on this roll (seed L169)
        m_rollAspects.append({text, QString(), false, aspect.freeInvokes});
    fillAspects();
}

// The end of the scene, one undo step: the situation aspects go; every character's stress and
// boosts clear and a recovering mild consequence is gone (fate/scene.h).
void FateDicePanel::endScene()
{
    if (!m_editor || !m_editor->session())
        return;
    const store::CampaignStore &store = m_editor->session()->store();
    QList<store::SheetChange> changes;
    if (!fate::scene(store).aspects.isEmpty())
        changes.append(fate::sceneChange({}));
    for (const auto &[id, c] : fate::characters(store)) {
        const fate::Character after = fate::endOfScene(c, m_editor->pack());
        if (after != c)
            changes.append({fate::characterRef(id), fate::toJson(after)});
    }
    if (changes.isEmpty())
        return;
    const QString label = SW_TR_LABEL("End of Scene");
    m_editor->pushReceipt(label, [&](store::CampaignStore &s) { return s.apply(changes, u"fate.scene.end"_s, label); });
    fillAspects();
}

void FateDicePanel::dropRetracted()
{
    // Undo took an invoke back (rule 8: refunded, its effect gone): the roll forgets it.
    if (!m_editor || !m_editor->session() || m_invoked.isEmpty())
        return;
    const std::optional<store::JournalEntry> redo = m_editor->session()->store().nextRedo();
    bool dropped = false;
    while (redo && !m_invoked.isEmpty() && m_invoked.constLast().batch >= redo->batch) {
        m_invoked.removeLast();
        dropped = true;
    }
    if (dropped) {
        m_resolution = fate::resolveRoll(current(), m_editor->pack());
        fillAspects();
        showResult();
    }
}

fate::RollRequest FateDicePanel::current() const
{
    fate::RollRequest r = *m_request;
    r.aspects = m_rollAspects;
    for (const Invoked &done : m_invoked)
        r.invokes.append(done.invoke);
    return r;
}

void FateDicePanel::showResult()
{
    m_invoke->setEnabled(m_request.has_value());
    m_aspect->setEnabled(m_request.has_value());
    fillHolders();
    if (!m_request || !m_editor) {
        m_result->clear();
        return;
    }
    const fate::FatePack &pack = m_editor->pack();
    const Language lang = m_editor->language();
    const fate::RollRequest &r = *m_request;
    const fate::RollResolution &res = m_resolution;
    QStringList lines;
    lines << tr("Dice %1 (%2), skill and bonuses %3: effort <b>%4</b>")
                 .arg(fate::facesText(res.faces), fate::signedNumber(res.diceSum), fate::signedNumber(r.skillRating + res.stuntBonus + res.invokeBonus),
                      fate::ladderLabel(pack, res.effort, lang).toHtmlEscaped());
    if (r.targetKind == fate::TargetKind::Opposition)
        lines << tr("Opposition: %1 %2 = %3").arg(fate::ladderLabel(pack, m_opposingRating, lang).toHtmlEscaped(),
                                                 fate::facesText(m_opposing), fate::ladderLabel(pack, res.target, lang).toHtmlEscaped());
    else
        lines << tr("Difficulty: %1").arg(fate::ladderLabel(pack, res.target, lang).toHtmlEscaped());
    if (!m_invoked.isEmpty())
        lines << tr("Invokes: %n (undo retracts the last)", nullptr, int(m_invoked.size()));
    if (res.raisesForOthers > 0)
        lines << tr("+%1 to another roll's difficulty: set it there under \"Raised by others' invokes\".")
                     .arg(res.raisesForOthers * pack.number(u"invoke_difficulty_raise"_s));
    lines << tr("Shifts %1: <b>%2</b>").arg(fate::signedNumber(res.shifts), pack.outcomeNames[std::size_t(res.outcome)].in(lang).toHtmlEscaped());
    const fate::ActionInfo &info = pack.action(r.action);
    const fate::ActionTable *table = info.table(r.action == fate::Action::CreateAdvantage ? u"new"_s : u"default"_s);
    if (table)
        lines << tr("%1: %2").arg(info.name.in(lang), table->rows[std::size_t(res.outcome)].text.in(lang)).toHtmlEscaped();
    QStringList options;
    for (const QList<fate::Effect> &option : fate::outcomeOptions(pack, r.action, res.shifts, table ? table->id : u"default"_s))
        options << FateWords::option(option);
    if (options.size() == 1)
        lines << tr("You get: %1").arg(options.first()).toHtmlEscaped();
    else if (!options.isEmpty())
        lines << tr("Choose one: %1").arg(options.join(tr("; or "))).toHtmlEscaped();
    for (const rules::Violation &w : res.warnings)
        lines << u"<i>"_s + m_editor->explain({w}).toHtmlEscaped() + u"</i>"_s;
    m_result->setText(lines.join(u"<br>"_s));
}

} // namespace sw::ui
