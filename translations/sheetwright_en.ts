<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>FateViolationText</name>
    <message numerus="yes">
        <source>A new character has %1 skill(s) at %2 (the pyramid); this sheet has %3.</source>
        <translation>
            <numerusform>A new character has %1 skill at %2 (the pyramid); this sheet has %3.</numerusform>
            <numerusform>A new character has %1 skills at %2 (the pyramid); this sheet has %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column rule: %1 would hold %2 skill(s), more than the %3 one step below.</source>
        <translation>
            <numerusform>Column rule: %1 would hold %2 skill, more than the %3 one step below.</numerusform>
            <numerusform>Column rule: %1 would hold %2 skills, more than the %3 one step below.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A character has %1 aspect(s) of the kind %2; this sheet has %3.</source>
        <translation>
            <numerusform>A character has %1 aspect of the kind %2; this sheet has %3.</numerusform>
            <numerusform>A character has %1 aspects of the kind %2; this sheet has %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %1 stunt(s) refresh is %2 (3 free stunts, each more costs 1), not %3.</source>
        <translation>
            <numerusform>With %1 stunt refresh is %2 (3 free stunts, each more costs 1), not %3.</numerusform>
            <numerusform>With %1 stunts refresh is %2 (3 free stunts, each more costs 1), not %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %2 stress box(es); the track has %3.</source>
        <translation>
            <numerusform>%1 gives %2 stress box; the track has %3.</numerusform>
            <numerusform>%1 gives %2 stress boxes; the track has %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The track has %1 box(es); there is no box %2.</source>
        <translation>
            <numerusform>The track has %1 box; there is no box %2.</numerusform>
            <numerusform>The track has %1 boxes; there is no box %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A major milestone raises %1 skill step(s) here, not %2.</source>
        <translation>
            <numerusform>A major milestone raises %1 skill step here, not %2.</numerusform>
            <numerusform>A major milestone raises %1 skill steps here, not %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FateWords</name>
    <message numerus="yes">
        <source>a hit of %n shift(s)</source>
        <translation>
            <numerusform>a hit of %n shift</numerusform>
            <numerusform>a hit of %n shifts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you take a hit of %n shift(s)</source>
        <translation>
            <numerusform>you take a hit of %n shift</numerusform>
            <numerusform>you take a hit of %n shifts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the aspect, with %n free invoke(s) for the enemy</source>
        <translation>
            <numerusform>the aspect, with %n free invoke for the enemy</numerusform>
            <numerusform>the aspect, with %n free invokes for the enemy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the aspect, with %n free invoke(s) for you</source>
        <translation>
            <numerusform>the aspect, with %n free invoke for you</numerusform>
            <numerusform>the aspect, with %n free invokes for you</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free invoke(s) for the enemy</source>
        <translation>
            <numerusform>%n free invoke for the enemy</numerusform>
            <numerusform>%n free invokes for the enemy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free invoke(s) for you</source>
        <translation>
            <numerusform>%n free invoke for you</numerusform>
            <numerusform>%n free invokes for you</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PackMoveOffer</name>
    <message numerus="yes">
        <source>%n sheet(s) of this campaign play with another pack. Move them to %1 too, as one step you can undo? New sheets use %1 either way.</source>
        <translation>
            <numerusform>%n sheet of this campaign plays with another pack. Move it to %1 too, as one step you can undo? New sheets use %1 either way.</numerusform>
            <numerusform>%n sheets of this campaign play with another pack. Move them to %1 too, as one step you can undo? New sheets use %1 either way.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) break the rules of %1 and keep their pack:</source>
        <translation>
            <numerusform>%n sheet breaks the rules of %1 and keeps its pack:</numerusform>
            <numerusform>%n sheets break the rules of %1 and keep their pack:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n sheet(s) to %1</source>
        <translation>
            <numerusform>Move %n sheet to %1</numerusform>
            <numerusform>Move %n sheets to %1</numerusform>
        </translation>
    </message>
</context>
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
    <name>sw::fate::Fari</name>
    <message numerus="yes">
        <source>%n box(es) marked</source>
        <translation>
            <numerusform>%n box marked</numerusform>
            <numerusform>%n boxes marked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::fate::FateCli</name>
    <message numerus="yes">
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>%n rule broken.</numerusform>
            <numerusform>%n rules broken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::meshal::MeshalCli</name>
    <message numerus="yes">
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>%n rule broken.</numerusform>
            <numerusform>%n rules broken.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::print::CrewPage</name>
    <message numerus="yes">
        <source>At war: +%1 heat per score, %n downtime activity(s) per scoundrel.</source>
        <translation>
            <numerusform>At war: +%1 heat per score, %n downtime activity per scoundrel.</numerusform>
            <numerusform>At war: +%1 heat per score, %n downtime activities per scoundrel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::soulhunter::SoulCli</name>
    <message numerus="yes">
        <source>%n rule(s) wait for a setting from your rulebook.</source>
        <translation>
            <numerusform>%n rule waits for a setting from your rulebook.</numerusform>
            <numerusform>%n rules wait for a setting from your rulebook.</numerusform>
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
    <name>sw::ui::CrewSheet</name>
    <message numerus="yes">
        <source>At war: +%1 heat per score, %n downtime activity(s) per scoundrel, hold %2 while it lasts.</source>
        <translation>
            <numerusform>At war: +%1 heat per score, %n downtime activity per scoundrel, hold %2 while it lasts.</numerusform>
            <numerusform>At war: +%1 heat per score, %n downtime activities per scoundrel, hold %2 while it lasts.</numerusform>
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
    <message numerus="yes">
        <source>At war (B §1.8): the crew loses 1 hold while the war lasts, and a crew whose hold is already weak drops a Tier. It plays at Tier %1 with a %2 hold — for acquire asset, the other Tier rolls and payoff — and returns to Tier %3 with a %4 hold when the war ends. +%5 heat per score, %n downtime activity(s) per scoundrel.</source>
        <translation>
            <numerusform>At war (B §1.8): the crew loses 1 hold while the war lasts, and a crew whose hold is already weak drops a Tier. It plays at Tier %1 with a %2 hold — for acquire asset, the other Tier rolls and payoff — and returns to Tier %3 with a %4 hold when the war ends. +%5 heat per score, %n downtime activity per scoundrel.</numerusform>
            <numerusform>At war (B §1.8): the crew loses 1 hold while the war lasts, and a crew whose hold is already weak drops a Tier. It plays at Tier %1 with a %2 hold — for acquire asset, the other Tier rolls and payoff — and returns to Tier %3 with a %4 hold when the war ends. +%5 heat per score, %n downtime activities per scoundrel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::DowntimeRollDialog</name>
    <message numerus="yes">
        <source>Pool: %n dice.</source>
        <translation>
            <numerusform>Pool: %n die.</numerusform>
            <numerusform>Pool: %n dice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stress cleared.</source>
        <translation>
            <numerusform>%n stress cleared.</numerusform>
            <numerusform>%n stress cleared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n healing segment(s) marked.</source>
        <translation>
            <numerusform>%n healing segment marked.</numerusform>
            <numerusform>%n healing segments marked.</numerusform>
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
    <name>sw::ui::FateDicePanel</name>
    <message numerus="yes">
        <source>Invokes: %n (undo retracts the last)</source>
        <translation>
            <numerusform>Invokes: %n (undo retracts the last)</numerusform>
            <numerusform>Invokes: %n (undo retracts the last)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n left)</source>
        <translation>
            <numerusform>%1 (%n left)</numerusform>
            <numerusform>%1 (%n left)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateEconomyPanel</name>
    <message numerus="yes">
        <source>You gain %n fate point(s), paid at the end of the conflict.</source>
        <translation>
            <numerusform>You gain %n fate point, paid at the end of the conflict.</numerusform>
            <numerusform>You gain %n fate points, paid at the end of the conflict.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Concede (%n fate point(s) owed)</source>
        <translation>
            <numerusform>Concede (%n fate point owed)</numerusform>
            <numerusform>Concede (%n fate points owed)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateExport</name>
    <message numerus="yes">
        <source>%1 Fari&apos;s sheet has no place for %n value(s) of this one; they were not exported.</source>
        <translation>
            <numerusform>%1 Fari&apos;s sheet has no place for %n value of this one; it was not exported.</numerusform>
            <numerusform>%1 Fari&apos;s sheet has no place for %n values of this one; they were not exported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateHarmPanel</name>
    <message numerus="yes">
        <source>%1 — %2 %3: %n box(es)</source>
        <translation>
            <numerusform>%1 — %2 %3: %n box</numerusform>
            <numerusform>%1 — %2 %3: %n boxes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Absorb a Hit of %n Shift(s)</source>
        <translation>
            <numerusform>Absorb a Hit of %n Shift</numerusform>
            <numerusform>Absorb a Hit of %n Shifts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateImport</name>
    <message numerus="yes">
        <source>%1 came in. Fari&apos;s sheet has %n value(s) this sheet has no place for; they were not imported.</source>
        <translation>
            <numerusform>%1 came in. Fari&apos;s sheet has %n value this sheet has no place for; it was not imported.</numerusform>
            <numerusform>%1 came in. Fari&apos;s sheet has %n values this sheet has no place for; they were not imported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateSkillsPanel</name>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n skill</numerusform>
            <numerusform>%n skills</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateStuntsPage</name>
    <message numerus="yes">
        <source>%1 stunt(s), %2 free: refresh %3</source>
        <translation>
            <numerusform>%1 stunt, %2 free: refresh %3</numerusform>
            <numerusform>%1 stunts, %2 free: refresh %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateStuntsPanel</name>
    <message numerus="yes">
        <source>%1 stunt(s): %2 free, each more costs 1 refresh; refresh stays at %3 or more.</source>
        <translation>
            <numerusform>%1 stunt: %2 free, each more costs 1 refresh; refresh stays at %3 or more.</numerusform>
            <numerusform>%1 stunts: %2 free, each more costs 1 refresh; refresh stays at %3 or more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateSummaryPage</name>
    <message numerus="yes">
        <source>%1: %n box(es), from %2 %3</source>
        <translation>
            <numerusform>%1: %n box, from %2 %3</numerusform>
            <numerusform>%1: %n boxes, from %2 %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refresh %1; the character starts with %1 fate point(s).</source>
        <translation>
            <numerusform>Refresh %1; the character starts with %1 fate point.</numerusform>
            <numerusform>Refresh %1; the character starts with %1 fate points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FortuneRollDialog</name>
    <message numerus="yes">
        <source>Pool: %n dice.</source>
        <translation>
            <numerusform>Pool: %n die.</numerusform>
            <numerusform>Pool: %n dice.</numerusform>
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
    <name>sw::ui::MeshalDicePanel</name>
    <message numerus="yes">
        <source>Protection %1; %n die(s) removed.</source>
        <translation>
            <numerusform>Protection %1; %n die removed.</numerusform>
            <numerusform>Protection %1; %n dice removed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) back</source>
        <translation>
            <numerusform>%n die back</numerusform>
            <numerusform>%n dice back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s): too many to count the odds.</source>
        <translation>
            <numerusform>%n die: too many to count the odds.</numerusform>
            <numerusform>%n dice: too many to count the odds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n die(s), %1; beats %2 in %3 of %4 outcomes: %5%</source>
        <translation>
            <numerusform>%n die, %1; beats %2 in %3 of %4 outcomes: %5%</numerusform>
            <numerusform>%n dice, %1; beats %2 in %3 of %4 outcomes: %5%</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::MilestoneDialog</name>
    <message numerus="yes">
        <source>Spend a sa&amp;ved step (%n saved)</source>
        <translation>
            <numerusform>Spend a sa&amp;ved step (%n saved)</numerusform>
            <numerusform>Spend a sa&amp;ved step (%n saved)</numerusform>
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
    <message numerus="yes">
        <source>Desperate: %n %1 XP.</source>
        <translation>
            <numerusform>Desperate: %n %1 XP.</numerusform>
            <numerusform>Desperate: %n %1 XP.</numerusform>
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
