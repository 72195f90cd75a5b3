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
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>%n rule broken.</numerusform>
            <numerusform>%n rules broken.</numerusform>
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
        <source>Import %n faction(s)</source>
        <translation>
            <numerusform>Import %n faction</numerusform>
            <numerusform>Import %n factions</numerusform>
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
</TS>
