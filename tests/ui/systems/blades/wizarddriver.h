#pragma once

// Drives the creation wizards as a player would, by the objectNames of their inputs: shared by
// the wizard tests and the journey through the main window.
#include "systems/blades/wizards/characterwizard.h"
#include "systems/blades/wizards/crewwizard.h"
#include "widgets/dotrating.h"

#include "systems/blades/rulepackloader.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QTest>

#include <gtest/gtest.h>

namespace sw::test::wizard {

using namespace Qt::StringLiterals;
using sw::ui::CharacterWizard;
using sw::ui::CrewWizard;

inline const sw::blades::RulePack &srd()
{
    return *sw::blades::builtInRulePack();
}

template <typename T>
T *child(QWidget *root, const QString &name)
{
    T *found = root->findChild<T *>(name);
    EXPECT_NE(found, nullptr) << name.toStdString();
    return found;
}

// Picks the entry whose id is `id` in a list the wizard filled from the pack.
inline bool pick(QWidget *root, const QString &list, const QString &id)
{
    auto *widget = child<QListWidget>(root, list);
    for (int row = 0; widget && row < widget->count(); ++row) {
        if (widget->item(row)->data(Qt::UserRole).toString() == id) {
            widget->setCurrentRow(row);
            return true;
        }
    }
    ADD_FAILURE() << "no " << id.toStdString() << " in " << list.toStdString();
    return false;
}

inline void choose(QWidget *root, const QString &combo, const QString &id)
{
    auto *box = child<QComboBox>(root, combo);
    ASSERT_NE(box, nullptr);
    const int index = box->findData(id);
    ASSERT_GE(index, 0) << id.toStdString();
    box->setCurrentIndex(index);
}

inline void type(QWidget *root, const QString &field, const QString &text)
{
    QWidget *editor = root->findChild<QWidget *>(field);
    ASSERT_NE(editor, nullptr) << field.toStdString();
    QTest::keyClicks(editor, text);
}

inline QString problem(QWidget *root, const QString &label)
{
    auto *l = child<QLabel>(root, label);
    return l && !l->isHidden() ? l->text() : QString();
}

inline void requestDots(QWidget *root, const QString &action, int value)
{
    auto *dots = child<sw::ui::DotRating>(root, u"action_"_s + action);
    ASSERT_NE(dots, nullptr);
    Q_EMIT dots->valueRequested(value);
}

// A §3: a Cutter made step by step up to the summary page.
inline void makeCutter(CharacterWizard &w, const QString &name = u"Mara Kell"_s)
{
    w.restart();
    ASSERT_EQ(w.currentId(), CharacterWizard::PlaybookStep);
    ASSERT_TRUE(pick(&w, u"playbookList"_s, u"cutter"_s));
    w.next();
    ASSERT_TRUE(pick(&w, u"heritageList"_s, u"skovlan"_s));
    type(&w, u"heritageDetail"_s, u"Refugee family in Charterhall"_s);
    w.next();
    ASSERT_TRUE(pick(&w, u"backgroundList"_s, u"military"_s));
    w.next();
    ASSERT_EQ(w.currentId(), CharacterWizard::ActionsStep);
    EXPECT_FALSE(w.button(QWizard::NextButton)->isEnabled());
    requestDots(&w, u"wreck"_s, 2);
    requestDots(&w, u"prowl"_s, 1);
    requestDots(&w, u"hunt"_s, 1);
    EXPECT_TRUE(w.button(QWizard::NextButton)->isEnabled());
    w.next();
    ASSERT_EQ(w.currentId(), CharacterWizard::AbilityStep);
    EXPECT_EQ(w.draft().abilities, QStringList{u"battleborn"_s}) << "the first ability is the default";
    ASSERT_TRUE(pick(&w, u"abilityList"_s, u"bodyguard"_s));
    w.next();
    ASSERT_TRUE(pick(&w, u"friendList"_s, u"marlane"_s));
    ASSERT_TRUE(pick(&w, u"rivalList"_s, u"chael"_s));
    w.next();
    ASSERT_TRUE(pick(&w, u"viceList"_s, u"stupor"_s));
    type(&w, u"purveyor"_s, u"Tuesday's pit, Coalridge"_s);
    w.next();
    ASSERT_EQ(w.currentId(), CharacterWizard::NameStep);
    EXPECT_FALSE(w.button(QWizard::NextButton)->isEnabled()) << "a name is required";
    type(&w, u"name"_s, name);
    type(&w, u"alias"_s, u"the Widow"_s);
    type(&w, u"look"_s, u"lean, scarred hands"_s);
    w.next();
    ASSERT_EQ(w.currentId(), CharacterWizard::SummaryStep);
}


// B §2: a Shadows crew made step by step up to the summary page.
inline void makeShadows(CrewWizard &w, const QString &name)
{
    w.restart();
    ASSERT_TRUE(pick(&w, u"crewTypeList"_s, u"shadows"_s));
    w.next();
    ASSERT_TRUE(pick(&w, u"reputationList"_s, u"subtle"_s));
    type(&w, u"lairDistrict"_s, u"Crow's Foot"_s);
    type(&w, u"lair"_s, u"A flooded cellar"_s);
    w.next();
    type(&w, u"huntingDistrict"_s, u"Silkshore"_s);
    choose(&w, u"huntingOperation"_s, u"burglary"_s);
    choose(&w, u"huntingFaction"_s, u"lampblacks"_s);
    choose(&w, u"huntingDeal"_s, u"pay_off"_s);
    w.next();
    ASSERT_TRUE(pick(&w, u"crewAbilityList"_s, u"second_story"_s));
    w.next();
    child<QSpinBox>(&w, u"upgrade_rigging"_s)->setValue(1);
    child<QSpinBox>(&w, u"upgrade_quality_gear"_s)->setValue(1);
    w.next();
    choose(&w, u"helpedFaction"_s, u"bluecoats"_s);
    choose(&w, u"hurtFaction"_s, u"billhooks"_s);
    w.next();
    ASSERT_TRUE(pick(&w, u"contactList"_s, u"deal_broker"_s));
    choose(&w, u"friendlyFaction"_s, u"lampblacks"_s);
    choose(&w, u"unfriendlyFaction"_s, u"red_sashes"_s);
    w.next();
    type(&w, u"crewName"_s, name);
    w.next();
    ASSERT_EQ(w.currentId(), CrewWizard::SummaryStep);
}

} // namespace sw::test::wizard
