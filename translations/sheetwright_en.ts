<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ViolationText</name>
    <message numerus="yes">
        <source>Choose %n special ability(s) at creation; the sheet has %1.</source>
        <translation>
            <numerusform>Choose %n special ability at creation; the sheet has %1.</numerusform>
            <numerusform>Choose %n special abilities at creation; the sheet has %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can be taken %n time(s) at most.</source>
        <translation>
            <numerusform>%1 can be taken once at most.</numerusform>
            <numerusform>%1 can be taken %n times at most.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The level-%1 harm row holds %n harm(s); further harm of that level is written one level higher.</source>
        <translation>
            <numerusform>The level-%1 harm row has room for %n harm; further harm of that level is written one level higher.</numerusform>
            <numerusform>The level-%1 harm row has room for %n harms; further harm of that level is written one level higher.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::cli::Cli</name>
    <message numerus="yes">
        <source>Import %n faction(s)</source>
        <translation>
            <numerusform>Import %n faction</numerusform>
            <numerusform>Import %n factions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n sheet(s).</source>
        <translation>
            <numerusform>Imported %n sheet.</numerusform>
            <numerusform>Imported %n sheets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>%n rule broken.</numerusform>
            <numerusform>%n rules broken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::ActionDotsPage</name>
    <message numerus="yes">
        <source>Your playbook placed %n dot(s). Place the rest where your scoundrel is good.</source>
        <translation>
            <numerusform>Your playbook placed %n dot. Place the rest where your scoundrel is good.</numerusform>
            <numerusform>Your playbook placed %n dots. Place the rest where your scoundrel is good.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the playbook gives %n dot(s) here; they stay. At most %2 while the character is made.</source>
        <translation>
            <numerusform>%1: the playbook gives %n dot here; it stays. At most %2 while the character is made.</numerusform>
            <numerusform>%1: the playbook gives %n dots here; they stay. At most %2 while the character is made.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n dot(s) left</source>
        <translation>
            <numerusform>%1 of %n dot left</numerusform>
            <numerusform>%1 of %n dots left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::AdvancementDialog</name>
    <message numerus="yes">
        <source>%n playbook advance(s) waiting: each brings one more special ability.</source>
        <translation>
            <numerusform>%n playbook advance waiting: it brings one more special ability.</numerusform>
            <numerusform>%n playbook advances waiting: each brings one more special ability.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n %1 advance(s) waiting: each adds one dot to an action of %1, within the cap.</source>
        <translation>
            <numerusform>%n %1 advance waiting: it adds one dot to an action of %1, within the cap.</numerusform>
            <numerusform>%n %1 advances waiting: each adds one dot to an action of %1, within the cap.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::BladesImport</name>
    <message numerus="yes">
        <source>Import %n sheet(s)</source>
        <translation>
            <numerusform>Import %n sheet</numerusform>
            <numerusform>Import %n sheets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::CharacterSheet</name>
    <message numerus="yes">
        <source>Take %n advance(s)…</source>
        <translation>
            <numerusform>Take %n advance…</numerusform>
            <numerusform>Take %n advances…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::ClockDialog</name>
    <message numerus="yes">
        <source>%n segments</source>
        <translation>
            <numerusform>%n segment</numerusform>
            <numerusform>%n segments</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::CohortPage</name>
    <message numerus="yes">
        <source>Your upgrades pay for %n more cohort(s).</source>
        <translation>
            <numerusform>Your upgrades pay for %n more cohort.</numerusform>
            <numerusform>Your upgrades pay for %n more cohorts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewAdvanceDialog</name>
    <message numerus="yes">
        <source>%1 of %n box(es) left to mark</source>
        <translation>
            <numerusform>%1 of %n box left to mark</numerusform>
            <numerusform>%1 of %n boxes left to mark</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewTracksPanel</name>
    <message numerus="yes">
        <source>Take %n crew advance(s)…</source>
        <translation>
            <numerusform>Take %n crew advance…</numerusform>
            <numerusform>Take %n crew advances…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At war (B §1.8): +%1 heat per score, %n downtime activity per scoundrel.</source>
        <translation>
            <numerusform>At war (B §1.8): +%1 heat per score, %n downtime activity per scoundrel.</numerusform>
            <numerusform>At war (B §1.8): +%1 heat per score, %n downtime activities per scoundrel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::DowntimeWizard</name>
    <message numerus="yes">
        <source>%n activity(s) left</source>
        <translation>
            <numerusform>%n activity left</numerusform>
            <numerusform>%n activities left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n activity(s) done, stress %2, trauma %3</source>
        <translation>
            <numerusform>%1: %n activity done, stress %2, trauma %3</numerusform>
            <numerusform>%1: %n activities done, stress %2, trauma %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s) ticked</source>
        <translation>
            <numerusform>%n segment ticked</numerusform>
            <numerusform>%n segments ticked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FactionLadder</name>
    <message numerus="yes">
        <source>&lt;b&gt;At war&lt;/b&gt; with %1 (B §1.8): +%2 heat per score · hold %3, tier %4 while the war lasts · %n downtime activity per scoundrel</source>
        <translation>
            <numerusform>&lt;b&gt;At war&lt;/b&gt; with %1 (B §1.8): +%2 heat per score · hold %3, tier %4 while the war lasts · %n downtime activity per scoundrel</numerusform>
            <numerusform>&lt;b&gt;At war&lt;/b&gt; with %1 (B §1.8): +%2 heat per score · hold %3, tier %4 while the war lasts · %n downtime activities per scoundrel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::GmWords</name>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::HuntingGroundsPage</name>
    <message numerus="yes">
        <source>The crew has %n coin.</source>
        <translation>
            <numerusform>The crew has %n coin.</numerusform>
            <numerusform>The crew has %n coin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The crew has %n coin left.</source>
        <translation>
            <numerusform>The crew has %n coin left.</numerusform>
            <numerusform>The crew has %n coin left.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::RollDialog</name>
    <message numerus="yes">
        <source>%1 rolls %2 (%n dots)</source>
        <translation>
            <numerusform>%1 rolls %2 (%n dot)</numerusform>
            <numerusform>%1 rolls %2 (%n dots)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+1d for %n stress</source>
        <translation>
            <numerusform>+1d for %n stress</numerusform>
            <numerusform>+1d for %n stress</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+1 effect for %n stress</source>
        <translation>
            <numerusform>+1 effect for %n stress</numerusform>
            <numerusform>+1 effect for %n stress</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Another scoundrel of the crew helps: +1d, and they take %n stress. SRD: Assist.</source>
        <translation>
            <numerusform>Another scoundrel of the crew helps: +1d, and they take %n stress. SRD: Assist.</numerusform>
            <numerusform>Another scoundrel of the crew helps: +1d, and they take %n stress. SRD: Assist.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n dice (%1). Effect: %2.</source>
        <translation>
            <numerusform>Pool: %n die (%1). Effect: %2.</numerusform>
            <numerusform>Pool: %n dice (%1). Effect: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n stress.</source>
        <translation>
            <numerusform>%1 takes %n stress.</numerusform>
            <numerusform>%1 takes %n stress.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Desperate: %n %1 xp.</source>
        <translation>
            <numerusform>Desperate: %n %1 xp.</numerusform>
            <numerusform>Desperate: %n %1 xp.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n dice (%1).</source>
        <translation>
            <numerusform>Pool: %n die (%1).</numerusform>
            <numerusform>Pool: %n dice (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Critical: %n stress cleared.</source>
        <translation>
            <numerusform>Critical: %n stress cleared.</numerusform>
            <numerusform>Critical: %n stress cleared.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::RollWords</name>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>clear %n: %1</source>
        <translation>
            <numerusform>clear %n: %1</numerusform>
            <numerusform>clear %n: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stress: %1</source>
        <translation>
            <numerusform>%n stress: %1</numerusform>
            <numerusform>%n stress: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::RulePacksDialog</name>
    <message numerus="yes">
        <source>%n fault(s)</source>
        <translation>
            <numerusform>%n fault</numerusform>
            <numerusform>%n faults</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::UpgradeFactionsPage</name>
    <message numerus="yes">
        <source>The crew has %n coin.</source>
        <translation>
            <numerusform>The crew has %n coin.</numerusform>
            <numerusform>The crew has %n coin.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::UpgradesPage</name>
    <message numerus="yes">
        <source>Your crew type starts with its own upgrades. Then mark %n more box(es): any general upgrade or one of your type&apos;s. A cohort takes 2 boxes.</source>
        <translation>
            <numerusform>Your crew type starts with its own upgrades. Then mark %n more box: any general upgrade or one of your type&apos;s. A cohort takes 2 boxes.</numerusform>
            <numerusform>Your crew type starts with its own upgrades. Then mark %n more boxes: any general upgrade or one of your type&apos;s. A cohort takes 2 boxes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n box(es) left to mark</source>
        <translation>
            <numerusform>%1 of %n box left to mark</numerusform>
            <numerusform>%1 of %n boxes left to mark</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::VitalsPanel</name>
    <message numerus="yes">
        <source>Take %n stress</source>
        <translation>
            <numerusform>Take %n stress</numerusform>
            <numerusform>Take %n stress</numerusform>
        </translation>
    </message>
</context>
</TS>
