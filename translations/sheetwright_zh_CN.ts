<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BladesFieldLabels</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>钱币</translation>
    </message>
    <message>
        <source>Special abilities</source>
        <translation>特殊能力</translation>
    </message>
    <message>
        <source>GM overrides</source>
        <translation>GM 裁定</translation>
    </message>
    <message>
        <source>Playbook XP</source>
        <translation>剧本经验</translation>
    </message>
    <message>
        <source>%1 XP</source>
        <translation>%1经验</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>化名</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>外貌</translation>
    </message>
    <message>
        <source>Playbook</source>
        <translation>剧本</translation>
    </message>
    <message>
        <source>Heritage</source>
        <translation>出身</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>背景</translation>
    </message>
    <message>
        <source>Vice</source>
        <translation>恶习</translation>
    </message>
    <message>
        <source>Purveyor</source>
        <translation>供应者</translation>
    </message>
    <message>
        <source>Close friend</source>
        <translation>挚友</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>压力</translation>
    </message>
    <message>
        <source>Trauma</source>
        <translation>创伤</translation>
    </message>
    <message>
        <source>Harm</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>Healing clock</source>
        <translation>治疗钟</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>护甲</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负重</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>私金</translation>
    </message>
    <message>
        <source>Crew type</source>
        <translation>帮派类型</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>名声</translation>
    </message>
    <message>
        <source>Lair</source>
        <translation>巢穴</translation>
    </message>
    <message>
        <source>Hunting grounds</source>
        <translation>狩猎场</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>阶级</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>凝聚</translation>
    </message>
    <message>
        <source>Rep</source>
        <translation>声望</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>热度</translation>
    </message>
    <message>
        <source>Wanted level</source>
        <translation>通缉等级</translation>
    </message>
    <message>
        <source>Crew XP</source>
        <translation>帮派经验</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>升级</translation>
    </message>
    <message>
        <source>Cohorts</source>
        <translation>同伙</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>人脉</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>据点</translation>
    </message>
    <message>
        <source>Faction status</source>
        <translation>派系地位</translation>
    </message>
</context>
<context>
    <name>FateViolationText</name>
    <message>
        <source>The pack has no skill &quot;%1&quot;.</source>
        <translation>规则包没有技能“%1”。</translation>
    </message>
    <message>
        <source>%1 is listed twice; each skill has one rating.</source>
        <translation>%1列了两次；每个技能只有一个等级。</translation>
    </message>
    <message>
        <source>%1 cannot be rated below Mediocre (+0) on the sheet.</source>
        <translation>%1在角色卡上不能低于平庸（+0）。</translation>
    </message>
    <message numerus="yes">
        <source>A new character has %1 skill(s) at %2 (the pyramid); this sheet has %3.</source>
        <translation>
            <numerusform>新角色在%2有 %1 个技能（金字塔）；这张卡有 %3 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column rule: %1 would hold %2 skill(s), more than the %3 one step below.</source>
        <translation>
            <numerusform>栏位规则：%1会有 %2 个技能，多于下一级的 %3 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A character has %1 aspect(s) of the kind %2; this sheet has %3.</source>
        <translation>
            <numerusform>角色有 %1 个%2；这张卡有 %3 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the %1 aspect.</source>
        <translation>请写下%1形象。</translation>
    </message>
    <message numerus="yes">
        <source>With %1 stunt(s) refresh is %2 (3 free stunts, each more costs 1), not %3.</source>
        <translation>
            <numerusform>有 %1 项绝技时重振为 %2（3 项免费，每多一项花 1），不是 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>Refresh cannot go below %1; this would leave %2. Drop a stunt first.</source>
        <translation>重振不能低于 %1；这样会剩 %2。请先移除一项绝技。</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %2 stress box(es); the track has %3.</source>
        <translation>
            <numerusform>%1给予 %2 格压力；这条压力轨有 %3 格。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The track has %1 box(es); there is no box %2.</source>
        <translation>
            <numerusform>这条压力轨有 %1 格；没有第 %2 格。</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 consequence slot is not on this sheet (the extra mild slot needs Superb (+5) Physique or Will).</source>
        <translation>这张卡没有%1后果栏（额外的轻微后果栏需要卓越（+5）的体魄或意志）。</translation>
    </message>
    <message>
        <source>The %1 consequence slot holds one consequence at a time.</source>
        <translation>%1后果栏一次只能有一个后果。</translation>
    </message>
    <message>
        <source>Write the %1 consequence before it can recover.</source>
        <translation>要先写下%1后果，才能开始恢复。</translation>
    </message>
    <message>
        <source>A Fate roll is four dice, each +, - or 0.</source>
        <translation>命运掷骰是四颗骰子，每颗为 +、- 或 0。</translation>
    </message>
    <message>
        <source>%1 against a character is opposed by their defend roll: choose an opposed roll.</source>
        <translation>对角色%1时，对方会掷防御来对抗：请选择对抗掷骰。</translation>
    </message>
    <message>
        <source>There is no aspect &quot;%1&quot; in play.</source>
        <translation>场上没有形象“%1”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a boost: it is invoked once, free, never with a fate point.</source>
        <translation>“%1”是推助：只能免费援引一次，不能花命运点援引。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was invoked with a fate point on this roll already; only free invokes may be added again.</source>
        <translation>这次掷骰已花命运点援引过“%1”；同一形象只能再加上免费援引。</translation>
    </message>
    <message>
        <source>No fate point left to pay for the invoke.</source>
        <translation>没有命运点可付这次援引。</translation>
    </message>
    <message>
        <source>No free invoke left on &quot;%1&quot; (%2 held).</source>
        <translation>“%1”上没有剩下的免费援引（持有 %2）。</translation>
    </message>
    <message>
        <source>The stunt &quot;%1&quot; applies only to its own skill and action, in its circumstance.</source>
        <translation>绝技“%1”只在它的技能、行动与情境下适用。</translation>
    </message>
    <message>
        <source>The stunt costs a fate point, and none is left.</source>
        <translation>这项绝技要花一点命运点，但已经没有了。</translation>
    </message>
    <message>
        <source>Give the stunt a name.</source>
        <translation>请为绝技取名。</translation>
    </message>
    <message>
        <source>That stunt is no longer on the sheet.</source>
        <translation>那项绝技已不在角色卡上。</translation>
    </message>
    <message>
        <source>%1 does not usually attack (Fight or Shoot, Provoke for mental harm); a stunt can allow it.</source>
        <translation>%1通常不能攻击（战斗或射击；心灵伤害用挑弄）；绝技可以允许。</translation>
    </message>
    <message>
        <source>%1 does not usually defend against this (Athletics, Fight in melee, Will against mental harm).</source>
        <translation>%1通常不能防御这种攻击（运动；近战可用战斗；心灵伤害用意志）。</translation>
    </message>
    <message>
        <source>Stress box %1 is marked already or not on the track.</source>
        <translation>压力格 %1 已标记或不在压力轨上。</translation>
    </message>
    <message>
        <source>The %1 consequence slot is taken or not open to this hit.</source>
        <translation>%1后果栏已被占用，或不能用于这次打击。</translation>
    </message>
    <message>
        <source>These absorb %1 of the %2-shift hit; what is left takes the character out.</source>
        <translation>这些只吸收 %2 档次打击中的 %1；剩下的会让角色被剔除。</translation>
    </message>
    <message>
        <source>Fate points cannot go below 0.</source>
        <translation>命运点不能低于 0。</translation>
    </message>
    <message>
        <source>With no fate point to pay, a compel cannot be refused.</source>
        <translation>没有命运点可付时，不能拒绝强迫。</translation>
    </message>
    <message>
        <source>Give the character a name.</source>
        <translation>请为角色取名。</translation>
    </message>
    <message>
        <source>Milestones come in play; finish making the character first.</source>
        <translation>里程碑在游戏中才有；请先完成创角。</translation>
    </message>
    <message>
        <source>%1 and %2 cannot swap: a swap takes two rated skills of different ratings.</source>
        <translation>%1与%2不能互换：互换需要两个等级不同、且都有等级的技能。</translation>
    </message>
    <message>
        <source>Only an Average (+1) skill can be replaced; %1 is not.</source>
        <translation>只能替换一般（+1）的技能；%1不是。</translation>
    </message>
    <message>
        <source>%1 is on the sheet already; take a skill the sheet does not have.</source>
        <translation>%1已在角色卡上；请选一个卡上没有的技能。</translation>
    </message>
    <message>
        <source>That aspect is no longer on the sheet.</source>
        <translation>那个形象已不在角色卡上。</translation>
    </message>
    <message>
        <source>The high concept is rewritten only at a major milestone.</source>
        <translation>高概念只能在突破点改写。</translation>
    </message>
    <message numerus="yes">
        <source>A major milestone raises %1 skill step(s) here, not %2.</source>
        <translation>
            <numerusform>这次突破点提升 %1 级技能，不是 %2 级。</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet is no longer in the campaign.</source>
        <translation>这张卡已不在战役中。</translation>
    </message>
    <message>
        <source>Rule %1 is broken.</source>
        <translation>违反了规则 %1。</translation>
    </message>
    <message>
        <source>An extreme consequence replaces one of the character&apos;s aspects for good: choose which one (not the high concept).</source>
        <translation>极端后果会永久取代角色的一个形象：请选择哪一个（不可是高概念）。</translation>
    </message>
    <message>
        <source>An extreme consequence was taken already; another may be taken only after the next major milestone.</source>
        <translation>已承受过极端后果；要到下一个突破点之后才能再承受。</translation>
    </message>
    <message>
        <source>The extreme consequence &quot;%1&quot; stands in place of one of the character&apos;s aspects (not the high concept), and no aspect reads so: take it with a hit, which rewrites that aspect.</source>
        <translation>极端后果“%1”应取代角色的一个形象（不可是高概念），但没有形象这样写：请在承受打击时承受它，它会改写那个形象。</translation>
    </message>
    <message>
        <source>An extreme consequence never recovers; it can only be renamed at the next major milestone.</source>
        <translation>极端后果永远不会恢复；只能在下一个突破点重新命名。</translation>
    </message>
    <message>
        <source>This aspect is an extreme consequence; it can be rewritten only at the next major milestone.</source>
        <translation>这个形象是极端后果；只能在下一个突破点改写。</translation>
    </message>
</context>
<context>
    <name>FateWords</name>
    <message>
        <source>nothing happens</source>
        <translation>什么也没发生</translation>
    </message>
    <message>
        <source>you get what you wanted</source>
        <translation>你达成目标</translation>
    </message>
    <message>
        <source>at a major cost</source>
        <translation>付出大代价</translation>
    </message>
    <message>
        <source>at a minor cost</source>
        <translation>付出小代价</translation>
    </message>
    <message>
        <source>a boost for the enemy</source>
        <translation>敌人得到推助</translation>
    </message>
    <message>
        <source>a boost for you</source>
        <translation>你得到推助</translation>
    </message>
    <message numerus="yes">
        <source>a hit of %n shift(s)</source>
        <translation>
            <numerusform>%n 档次的打击</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you take a hit of %n shift(s)</source>
        <translation>
            <numerusform>你受到 %n 档次的打击</numerusform>
        </translation>
    </message>
    <message>
        <source>you take a hit</source>
        <translation>你受到打击</translation>
    </message>
    <message numerus="yes">
        <source>the aspect, with %n free invoke(s) for the enemy</source>
        <translation>
            <numerusform>该形象，敌人得到 %n 次免费援引</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the aspect, with %n free invoke(s) for you</source>
        <translation>
            <numerusform>该形象，你得到 %n 次免费援引</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free invoke(s) for the enemy</source>
        <translation>
            <numerusform>敌人得到 %n 次免费援引</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free invoke(s) for you</source>
        <translation>
            <numerusform>你得到 %n 次免费援引</numerusform>
        </translation>
    </message>
    <message>
        <source>the opposed action is stopped</source>
        <translation>被对抗的行动遭阻止</translation>
    </message>
    <message>
        <source>the opposed action&apos;s tie result</source>
        <translation>套用被对抗行动的平手结果</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source> — +%1 to %2 when you %3</source>
        <translation>——以%2%3时 +%1</translation>
    </message>
    <message>
        <source> — rule change</source>
        <translation>——改变规则</translation>
    </message>
    <message>
        <source> (costs a fate point)</source>
        <translation>（需花费命运点）</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>clears after a full scene</source>
        <translation>一整个场景后消除</translation>
    </message>
    <message>
        <source>clears after a full session</source>
        <translation>一整次游戏后消除</translation>
    </message>
    <message>
        <source>clears at the next major milestone</source>
        <translation>下次突破点时消除</translation>
    </message>
    <message>
        <source>never clears</source>
        <translation>永不消除</translation>
    </message>
</context>
<context>
    <name>LoadText</name>
    <message>
        <source>Load %1</source>
        <translation>负重 %1</translation>
    </message>
    <message>
        <source>Load %1 of %2</source>
        <translation>负重 %1／%2</translation>
    </message>
    <message>
        <source>%1 in items</source>
        <translation>物品 %1</translation>
    </message>
    <message>
        <source>%1 in coin</source>
        <translation>钱币 %1</translation>
    </message>
    <message>
        <source>%1 free</source>
        <translation>免计 %1</translation>
    </message>
    <message>
        <source>%1 free from %2</source>
        <translation>%2免计 %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Choose a load level when the score starts; the items you tick during it count against its limit, with the coin you carry.</source>
        <translation>作案开始时选择负重等级；作案期间勾选的物品，连同身上的钱币，都计入它的上限。</translation>
    </message>
    <message>
        <source>Items ticked and coin carried count against the limit of the load chosen for the score; crew upgrades such as Rigging carry some items free. The load is cleared when the score ends.</source>
        <translation>勾选的物品与身上的钱币计入本次作案所选负重的上限；随身配置等帮派升级可让部分物品免计负重。作案结束时负重会清除。</translation>
    </message>
</context>
<context>
    <name>MeshalViolationText</name>
    <message>
        <source>%1: trained scores start at %2; %3 is lower (rule 1).</source>
        <translation>%1：受训属性从 %2 计起；%3 过低（规则 1）。</translation>
    </message>
    <message>
        <source>%1: a trained score changes only through the Talent ledger; it should be %2, not %3 (rule 2).</source>
        <translation>%1：受训属性只能通过潜能记录改变；应为 %2，而非 %3（规则 2）。</translation>
    </message>
    <message>
        <source>%1: the ledger spent %2 Talent on it; its trained score needs %3 (rule 3).</source>
        <translation>%1：记录中花费了 %2 点潜能；其受训属性需要 %3 点（规则 3）。</translation>
    </message>
    <message>
        <source>%1: no rule lowers a trained score (rule 4).</source>
        <translation>%1：没有规则会降低受训属性（规则 4）。</translation>
    </message>
    <message>
        <source>%1 dice must be between 0 and the total %2; %3 is not (rule 6).</source>
        <translation>%1骰须介于 0 与总数 %2 之间；%3 不符（规则 6）。</translation>
    </message>
    <message>
        <source>Unconscious is set by the dice: any attribute at 0 dice (rules 8–9).</source>
        <translation>昏迷由属性骰决定：任一属性骰为 0（规则 8–9）。</translation>
    </message>
    <message>
        <source>An unconscious character is prone (rule 8).</source>
        <translation>昏迷的角色会倒地（规则 8）。</translation>
    </message>
    <message>
        <source>Dead is set by the dice: all three attributes at 0 dice (rule 8).</source>
        <translation>死亡由属性骰决定：三项属性骰皆为 0（规则 8）。</translation>
    </message>
    <message>
        <source>Execution must be between 0 and its maximum %1; %2 is not (rule 19).</source>
        <translation>机动须介于 0 与上限 %1 之间；%2 不符（规则 19）。</translation>
    </message>
    <message>
        <source>A new character walks 3 and climbs 1 unless a feature says otherwise (rule 17).</source>
        <translation>新建角色为平移3、攀爬1，除非特征另有规定（规则 17）。</translation>
    </message>
    <message>
        <source>A new character has 3 Execution unless a feature says otherwise (rule 17).</source>
        <translation>新建角色有 3 点机动，除非特征另有规定（规则 17）。</translation>
    </message>
    <message>
        <source>Starting Talent differs from the campaign&apos;s setting (rule 20).</source>
        <translation>初始潜能与战役设定不同（规则 20）。</translation>
    </message>
    <message>
        <source>That costs %1 Talent; only %2 is unspent (rule 21).</source>
        <translation>需花费 %1 点潜能；未花费的只有 %2 点（规则 21）。</translation>
    </message>
    <message>
        <source>The ledger spends more Talent than was earned (rule 21).</source>
        <translation>记录中花费的潜能多于获得的潜能（规则 21）。</translation>
    </message>
    <message>
        <source>Strength counts only abilities still held; %1 was paid for but is not on the sheet (rule 22).</source>
        <translation>实力只计算仍持有的能力；%1 已付费但不在角色卡上（规则 22）。</translation>
    </message>
    <message>
        <source>%1 was never paid for in the Talent ledger (rule 22).</source>
        <translation>潜能记录中没有 %1 的花费（规则 22）。</translation>
    </message>
    <message>
        <source>%1 is paid for twice in the Talent ledger (rule 22).</source>
        <translation>潜能记录中 %1 被付费了两次（规则 22）。</translation>
    </message>
    <message>
        <source>Renouncing %1 forfeits what it cost (%2), not %3 (rule 23).</source>
        <translation>放弃 %1 会失去其花费（%2），而非 %3（规则 23）。</translation>
    </message>
    <message>
        <source>Talent is spent only while the character is made or rests (rule 24): tick Resting first.</source>
        <translation>只能在创建角色或休息时花费潜能（规则 24）：请先勾选“休息中”。</translation>
    </message>
    <message>
        <source>A raise of %1 costs the trained score ×3 = %2, not %3 (rule 25).</source>
        <translation>提升%1花费受训属性 ×3 = %2，而非 %3（规则 25）。</translation>
    </message>
    <message>
        <source>An award is at least 1 Talent; %1 is not.</source>
        <translation>奖励至少为 1 点潜能；%1 不符。</translation>
    </message>
    <message>
        <source>%1 costs its level ×3 = %2 Talent, not %3 (rule 26).</source>
        <translation>%1 花费其等级 ×3 = %2 点潜能，而非 %3（规则 26）。</translation>
    </message>
    <message>
        <source>%1 is innate: it costs no Talent (rule 26).</source>
        <translation>%1 是天赋：不花费潜能（规则 26）。</translation>
    </message>
    <message>
        <source>%1 is innate: it comes with a feature for no Talent and is never bought (rule 26).</source>
        <translation>%1 是天赋：随特征免费获得，不能购买（规则 26）。</translation>
    </message>
    <message>
        <source>%1 abilities would occupy %2 levels, more than the base %1 score %3 (rule 27).</source>
        <translation>%1能力将占用 %2 级，超过基础%1 %3（规则 27）。</translation>
    </message>
    <message>
        <source>An innate ability needs the feature that grants it (%1) (rule 29).</source>
        <translation>天赋需要赋予它的特征（%1）（规则 29）。</translation>
    </message>
    <message>
        <source>%1: its requirements (gender, species or size) are not met (rule 31).</source>
        <translation>%1：未满足其获得条件（性别、种族或体型）（规则 31）。</translation>
    </message>
    <message>
        <source>An ability is renounced only during a rest (rule 32): tick Resting first.</source>
        <translation>只能在休息时放弃能力（规则 32）：请先勾选“休息中”。</translation>
    </message>
    <message>
        <source>%1 is not a bought ability on this sheet: it cannot be renounced.</source>
        <translation>%1 不是此角色卡上获得的能力：无法放弃。</translation>
    </message>
    <message>
        <source>Used %1 times; its frequency allows %2 (rule 33).</source>
        <translation>已使用 %1 次；其频次上限为 %2（规则 33）。</translation>
    </message>
    <message>
        <source>The sheet already has the ability %1.</source>
        <translation>角色卡上已有能力 %1。</translation>
    </message>
    <message>
        <source>A bought ability has level 1 or more; %1 has %2.</source>
        <translation>获得的能力等级至少为 1；%1 为 %2。</translation>
    </message>
    <message>
        <source>%1 heavy items carried; at most %2 (rule 36).</source>
        <translation>携带了 %1 件重型物品；最多 %2 件（规则 36）。</translation>
    </message>
    <message>
        <source>%1 light items carried; at most %2 (rule 36).</source>
        <translation>携带了 %1 件轻型物品；最多 %2 件（规则 36）。</translation>
    </message>
    <message>
        <source>%1 accessories equipped; at most %2 (rule 37).</source>
        <translation>装备了 %1 件饰品；最多 %2 件（规则 37）。</translation>
    </message>
    <message>
        <source>Two accessories of the same type are equipped (rule 37).</source>
        <translation>装备了两件同类型的饰品（规则 37）。</translation>
    </message>
    <message>
        <source>Accessories take no body part (rule 38).</source>
        <translation>饰品不占据肢体部位（规则 38）。</translation>
    </message>
    <message>
        <source>A helmet goes on the head, armour on the torso, boots on at most two legs (rule 39).</source>
        <translation>头盔在头部、护甲在躯干、鞋靴最多两条腿脚（规则 39）。</translation>
    </message>
    <message>
        <source>The character has no %1 to equip it on (rule 40).</source>
        <translation>角色没有可装备的%1（规则 40）。</translation>
    </message>
    <message>
        <source>%1: %2 needed, the character has %3 (rule 40).</source>
        <translation>%1：需要 %2，角色只有 %3（规则 40）。</translation>
    </message>
    <message>
        <source>A creature of size %1 cannot use this item (rule 42).</source>
        <translation>%1生物无法使用此物品（规则 42）。</translation>
    </message>
    <message>
        <source>The sheet already has the item %1.</source>
        <translation>角色卡上已有物品 %1。</translation>
    </message>
    <message>
        <source>Choose every required feature: name, species, gender, size and form (rule 46; missing: %1).</source>
        <translation>请选定所有必要特征：姓名、种族、性别、体型与形态（规则 46；缺少：%1）。</translation>
    </message>
    <message>
        <source>The species does not allow %1 (rule 47).</source>
        <translation>此种族不允许 %1（规则 47）。</translation>
    </message>
    <message>
        <source>Coins are counted from 0 up (rule 52).</source>
        <translation>钱币数量不能为负（规则 52）。</translation>
    </message>
    <message>
        <source>Friendly should be mutual (rule 54).</source>
        <translation>友善关系应为双方互相认可（规则 54）。</translation>
    </message>
    <message>
        <source>This attack cannot be defended with %1 (rule 59).</source>
        <translation>此攻击无法以%1防御（规则 59）。</translation>
    </message>
    <message>
        <source>An unconscious character cannot defend (rule 59).</source>
        <translation>昏迷的角色无法防御（规则 59）。</translation>
    </message>
    <message>
        <source>The attack does not target %1.</source>
        <translation>此攻击的目标不包括%1。</translation>
    </message>
    <message>
        <source>The split removes %1 dice; the damage is %2.</source>
        <translation>分配移除 %1 颗骰子；伤害为 %2。</translation>
    </message>
    <message>
        <source>A rule is broken (%1).</source>
        <translation>违反了规则（%1）。</translation>
    </message>
    <message>
        <source>A weapon attack uses one weapon, not %1 (rule 45).</source>
        <translation>一次武器攻击只用一件武器，而非 %1 件（规则 45）。</translation>
    </message>
    <message>
        <source>%1 is not equipped: only an equipped or natural weapon attacks (rule 45).</source>
        <translation>%1 未装备：只有已装备或天生的武器能攻击（规则 45）。</translation>
    </message>
    <message>
        <source>%1 has no such weapon attack.</source>
        <translation>%1 没有这个武器攻击。</translation>
    </message>
    <message>
        <source>A creature bears only one other creature at a time (rule 62).</source>
        <translation>每次只能背负一个生物（规则 62）。</translation>
    </message>
    <message>
        <source>A creature of size %1 is too large to bear: only the bearer&apos;s size or smaller (rule 62).</source>
        <translation>%1生物太大，无法背负：只能背负体型与自己相同或更小的生物（规则 62）。</translation>
    </message>
    <message>
        <source>Both creatures need a size before one bears the other (rule 62).</source>
        <translation>背负前，两个生物都须选定体型（规则 62）。</translation>
    </message>
    <message>
        <source>An attack starts with 对&lt;attribute&gt;造成.</source>
        <translation>攻击以“对&lt;属性&gt;造成”开头。</translation>
    </message>
    <message>
        <source>An attack says 造成&lt;roll&gt;&lt;type&gt;攻击.</source>
        <translation>攻击写作“造成&lt;骰数&gt;&lt;类型&gt;攻击”。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an attribute (强壮, 活力, 精神).</source>
        <translation>“%1”不是属性（强壮、活力、精神）。</translation>
    </message>
    <message>
        <source>The attack&apos;s roll ends with 🎲.</source>
        <translation>攻击的骰数以🎲结尾。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a roll: dice are written as 强壮🎲, 2🎲 or 强壮🎲+.</source>
        <translation>“%1”不是骰数：骰子写作强壮🎲、2🎲或强壮🎲+。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an attack type (物理, 侵蚀, 灵异, 真实).</source>
        <translation>“%1”不是攻击类型（物理、侵蚀、灵异、真实）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a defence (格挡, 闪避, 抵抗).</source>
        <translation>“%1”不是防御方式（格挡、闪避、抵抗）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not understood (穿透N防护, 造成的伤害×N, (可格挡/闪避/抵抗)).</source>
        <translation>无法理解“%1”（穿透N防护、造成的伤害×N、(可格挡/闪避/抵抗)）。</translation>
    </message>
    <message>
        <source>Species</source>
        <translation>种族</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>特征</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>%1: the id &quot;%2&quot; is used twice; each entry of a pack has its own id.</source>
        <translation>%1：编号“%2”用了两次；内容包的每个条目各有自己的编号。</translation>
    </message>
    <message>
        <source>The innate ability &quot;%1&quot; is granted by &quot;%2&quot;, which is neither a species nor a feature of the pack.</source>
        <translation>天赋能力“%1”由“%2”赋予，但它既不是此包的种族，也不是此包的特征。</translation>
    </message>
    <message>
        <source>Item &quot;%1&quot;: the attack &quot;%2&quot; cannot be read: %3</source>
        <translation>物品“%1”：无法读取攻击“%2”：%3</translation>
    </message>
</context>
<context>
    <name>PackMoveOffer</name>
    <message>
        <source>Move Sheets to %1</source>
        <translation>将角色卡移至 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of this campaign play with another pack. Move them to %1 too, as one step you can undo? New sheets use %1 either way.</source>
        <translation>
            <numerusform>本战役有 %n 张卡使用其他规则包。也一并移至 %1 吗？（一个可撤销的步骤）新的卡一律使用 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Move Sheets</source>
        <translation>移动卡(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Keep Their Packs</source>
        <translation>保留原规则包(&amp;K)</translation>
    </message>
    <message>
        <source>%1 stays: %2</source>
        <translation>%1 保持不变：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) break the rules of %1 and keep their pack:</source>
        <translation>
            <numerusform>%n 张卡违反 %1 的规则，保留原规则包：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n sheet(s) to %1</source>
        <translation>
            <numerusform>将 %n 张卡移至 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <source>There is no campaign file at this path.</source>
        <translation>此路径下没有战役文件。</translation>
    </message>
    <message>
        <source>A file with this name already exists; it was left as it is.</source>
        <translation>已有同名文件，该文件未被改动。</translation>
    </message>
    <message>
        <source>This file is not a Sheetwright campaign (it is not an SQLite database). It was not changed.</source>
        <translation>这个文件不是 Sheetwright 战役（不是 SQLite 数据库），文件未被改动。</translation>
    </message>
    <message>
        <source>This is a database of another program, not a Sheetwright campaign. It was not changed.</source>
        <translation>这是其他程序的数据库，不是 Sheetwright 战役，文件未被改动。</translation>
    </message>
    <message>
        <source>This campaign was saved by a newer version of Sheetwright. Update the app to open it; the file was not changed.</source>
        <translation>这个战役由较新版本的 Sheetwright 保存。请更新程序后再打开；文件未被改动。</translation>
    </message>
    <message>
        <source>This campaign file is read-only, so edits could not be saved. Copy it to a folder you can write to; the file was not changed.</source>
        <translation>这个战役文件是只读的，无法保存修改。请将它复制到可写入的文件夹；文件未被改动。</translation>
    </message>
    <message>
        <source>This campaign file is damaged. It was not changed; restore it from a backup.</source>
        <translation>这个战役文件已损坏。文件未被改动；请从备份恢复。</translation>
    </message>
    <message>
        <source>The system refused to read or write the campaign file. Check the disk and its permissions.</source>
        <translation>系统拒绝读写战役文件。请检查磁盘及其权限。</translation>
    </message>
    <message>
        <source>This campaign is open for editing in another Sheetwright window or program. Close it there first; nothing was changed.</source>
        <translation>这个战役正在另一个 Sheetwright 窗口或程序中编辑。请先在那里将它关闭；未做任何改动。</translation>
    </message>
    <message>
        <source>This campaign was made by an older Sheetwright and could not be brought up to date. It was left as it was; a copy is in the backups folder.</source>
        <translation>这个战役由旧版 Sheetwright 创建，无法更新为当前的格式。战役保持原样；备份文件夹中有一份副本。</translation>
    </message>
    <message>
        <source>The campaign file cannot be written: it is read-only, or so is its disk.</source>
        <translation>无法写入战役文件：文件是只读的，或它所在的磁盘是只读的。</translation>
    </message>
    <message>
        <source>The disk is full. Free some space and try again.</source>
        <translation>磁盘已满。请释放一些空间后再试一次。</translation>
    </message>
    <message>
        <source>Another program is writing the campaign file. Try again in a moment.</source>
        <translation>另一个程序正在写入战役文件。请稍后再试。</translation>
    </message>
    <message>
        <source>The campaign file is damaged. Restore it from a backup.</source>
        <translation>战役文件已损坏。请从备份恢复。</translation>
    </message>
    <message>
        <source>A change kept in the campaign&apos;s history is damaged and cannot be replayed.</source>
        <translation>战役历史中记录的一笔修改已损坏，无法重放。</translation>
    </message>
    <message>
        <source>The change does not fit the campaign&apos;s rules or format.</source>
        <translation>这项修改不符合战役的规则或格式。</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>没有可撤销的修改。</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>没有可重做的修改。</translation>
    </message>
    <message>
        <source>The campaign&apos;s history has moved on since this step (it was changed around it), so this step is no longer the next one.</source>
        <translation>这一步之后，战役历史已有其他修改（在它之外被改动过），所以它已不是下一步。</translation>
    </message>
    <message>
        <source>The shared campaign&apos;s server could not be reached, or it refused the user name or password. Check the address, the network and the password.</source>
        <translation>无法连接共享战役的服务器，或服务器拒绝了用户名或密码。请检查地址、网络和密码。</translation>
    </message>
    <message>
        <source>Someone else changed this sheet a moment ago. Nothing was written: look at the sheet as it is now and make the change again.</source>
        <translation>刚才有其他人修改了这张卡。未写入任何内容：请查看这张卡现在的样子，再修改一次。</translation>
    </message>
    <message>
        <source>The shared campaign&apos;s server refused the change: your role may not change this.</source>
        <translation>共享战役的服务器拒绝了这项修改：你的账号无权修改此处。</translation>
    </message>
    <message>
        <source>Someone else changed this sheet after your edit. Undoing your edit now would throw their change away, so nothing was undone: change the sheet yourself instead.</source>
        <translation>在你编辑之后，其他人改动了这张卡。现在撤销你的编辑会丢掉他们的改动，所以没有撤销任何内容：请直接修改这张卡。</translation>
    </message>
    <message>
        <source>The shared campaign&apos;s server cannot be reached. Nothing was written; the campaign is read-only until the connection is back.</source>
        <translation>无法连接共享战役的服务器。什么都没有写入；在连接恢复之前，战役为只读。</translation>
    </message>
    <message>
        <source>The connection to the shared campaign&apos;s server dropped while it was saving this change. Whether it was kept is checked when the server is back.</source>
        <translation>服务器保存这项更改时，与共享战役服务器的连接断开了。服务器恢复后，会查明这项更改是否已保存。</translation>
    </message>
    <message>
        <source>Someone else just wrote another value into the same field. Nothing was written: look at the sheet as it is now and choose.</source>
        <translation>刚才有其他人在同一栏写入了另一个值。未写入任何内容：请查看这张卡现在的样子再做决定。</translation>
    </message>
    <message>
        <source>object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>真或假</translation>
    </message>
    <message>
        <source>null</source>
        <translation>空值（null）</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>一个数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空无一物</translation>
    </message>
    <message>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>应为%1，实为 %2</translation>
    </message>
    <message>
        <source>must be %1, found %2</source>
        <translation>必须是 %1，实为 %2</translation>
    </message>
    <message>
        <source>%1 is not one of: %2</source>
        <translation>%1 不在可用值之中：%2</translation>
    </message>
    <message>
        <source>%1 is below the minimum %2</source>
        <translation>%1 低于下限 %2</translation>
    </message>
    <message>
        <source>%1 is above the maximum %2</source>
        <translation>%1 高于上限 %2</translation>
    </message>
    <message>
        <source>the text is shorter than %1 characters</source>
        <translation>文本少于 %1 个字符</translation>
    </message>
    <message>
        <source>the text is longer than %1 characters</source>
        <translation>文本超过 %1 个字符</translation>
    </message>
    <message>
        <source>%1 is not in the form the format asks for (%2)</source>
        <translation>%1 不符合格式要求的形式（%2）</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is missing</source>
        <translation>缺少键「%1」</translation>
    </message>
    <message>
        <source>needs at least %1 keys</source>
        <translation>至少需要 %1 个键</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; does not belong here</source>
        <translation>键「%1」不属于此处</translation>
    </message>
    <message>
        <source>needs at least %1 entries, has %2</source>
        <translation>至少需要 %1 项，实有 %2 项</translation>
    </message>
    <message>
        <source>allows at most %1 entries, has %2</source>
        <translation>最多 %1 项，实有 %2 项</translation>
    </message>
    <message>
        <source>repeats entry %1</source>
        <translation>与第 %1 项重复</translation>
    </message>
    <message>
        <source>no value is allowed here, found %1</source>
        <translation>此处不可有值，实为 %1</translation>
    </message>
    <message>
        <source>matches none of the allowed forms</source>
        <translation>不符合任何一种允许的形式</translation>
    </message>
    <message>
        <source>matches %1 of the forms where exactly one is allowed</source>
        <translation>符合 %1 种形式，但只能恰好符合一种</translation>
    </message>
    <message>
        <source>the format&apos;s own description is broken (%1)</source>
        <translation>格式本身的定义有误（%1）</translation>
    </message>
</context>
<context>
    <name>SheetCreation</name>
    <message>
        <source>(no crew)</source>
        <translation>（不加入帮派）</translation>
    </message>
    <message>
        <source>Join a Crew</source>
        <translation>加入帮派</translation>
    </message>
    <message>
        <source>The crew this scoundrel joins:</source>
        <translation>这名恶徒要加入的帮派：</translation>
    </message>
    <message>
        <source>New scoundrel %1</source>
        <translation>新建恶徒 %1</translation>
    </message>
    <message>
        <source>New crew %1</source>
        <translation>新建帮派 %1</translation>
    </message>
</context>
<context>
    <name>ViolationText</name>
    <message>
        <source>playbook</source>
        <translation>剧本</translation>
    </message>
    <message>
        <source>Rule %1 is broken.</source>
        <translation>违反规则 %1。</translation>
    </message>
    <message>
        <source>The rule pack has no playbook &quot;%1&quot;.</source>
        <translation>规则包中没有剧本“%1”。</translation>
    </message>
    <message>
        <source>The rule pack has no heritage &quot;%1&quot;.</source>
        <translation>规则包中没有出身“%1”。</translation>
    </message>
    <message>
        <source>The rule pack has no background &quot;%1&quot;.</source>
        <translation>规则包中没有背景“%1”。</translation>
    </message>
    <message>
        <source>The rule pack has no vice &quot;%1&quot;.</source>
        <translation>规则包中没有恶习“%1”。</translation>
    </message>
    <message>
        <source>The rule pack has no action &quot;%1&quot;.</source>
        <translation>规则包中没有行动“%1”。</translation>
    </message>
    <message>
        <source>%1 cannot have fewer than 0 dots.</source>
        <translation>“%1”的点数不能少于 0。</translation>
    </message>
    <message>
        <source>%1 has %2 dots; an action holds at most %3 now (the crew&apos;s Mastery upgrade raises the limit).</source>
        <translation>%1 有 %2 点；目前每项行动最多 %3 点（帮派的“精通”升级可提高上限）。</translation>
    </message>
    <message>
        <source>%1 has %2 dots; no action starts above %3.</source>
        <translation>“%1”有 %2 点；创建角色时，任何行动都不能超过 %3 点。</translation>
    </message>
    <message>
        <source>Give the character a name.</source>
        <translation>请为角色取名。</translation>
    </message>
    <message>
        <source>Choose a playbook.</source>
        <translation>请选择剧本。</translation>
    </message>
    <message>
        <source>Choose a heritage.</source>
        <translation>请选择出身。</translation>
    </message>
    <message>
        <source>Choose a background.</source>
        <translation>请选择背景。</translation>
    </message>
    <message>
        <source>Choose a vice.</source>
        <translation>请选择恶习。</translation>
    </message>
    <message>
        <source>A new character has %1 action dots (the playbook&apos;s and the ones you place); this sheet has %2.</source>
        <translation>新角色共有 %1 个行动点（剧本预设的点加上你分配的点）；这张角色卡有 %2 点。</translation>
    </message>
    <message>
        <source>The playbook starts with %1 dots in %2; the sheet has %3.</source>
        <translation>剧本预设“%2”有 %1 点；这张角色卡上是 %3 点。</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n special ability(s) at creation; the sheet has %1.</source>
        <translation>
            <numerusform>创建角色时要选择 %n 项特殊能力；这张角色卡有 %1 项。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a close friend from the playbook&apos;s list.</source>
        <translation>请从剧本的名单中选择一位密友。</translation>
    </message>
    <message>
        <source>Choose a rival from the playbook&apos;s list.</source>
        <translation>请从剧本的名单中选择一位对手。</translation>
    </message>
    <message>
        <source>The close friend and the rival must be different people.</source>
        <translation>密友与对手必须是不同的人。</translation>
    </message>
    <message>
        <source>%1 is not on the playbook&apos;s list of friends and rivals.</source>
        <translation>%1 不在此剧本的密友与对手名单上。</translation>
    </message>
    <message>
        <source>The rule pack has no special ability &quot;%1&quot;.</source>
        <translation>规则包中没有特殊能力“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>%1 can be taken %n time(s) at most.</source>
        <translation>
            <numerusform>“%1”最多只能选取 %n 次。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not one of the playbook&apos;s abilities; take it with a Veteran advance or a GM override.</source>
        <translation>“%1”不是这个剧本的特殊能力；请通过“老手”成长或 GM 裁定获得。</translation>
    </message>
    <message>
        <source>Stress %1 does not fit the stress track of %2 boxes.</source>
        <translation>压力 %1 超出了压力条的范围（共 %2 格）。</translation>
    </message>
    <message>
        <source>Trauma %1 does not fit the trauma track of %2 boxes.</source>
        <translation>创伤 %1 超出了创伤条的范围（共 %2 格）。</translation>
    </message>
    <message>
        <source>Circle one trauma condition per trauma: %1 trauma, %2 circled.</source>
        <translation>每个创伤要圈选一个创伤状态：目前有 %1 个创伤，圈选了 %2 个。</translation>
    </message>
    <message>
        <source>The rule pack has no trauma condition &quot;%1&quot;.</source>
        <translation>规则包中没有创伤状态“%1”。</translation>
    </message>
    <message>
        <source>%1 is circled twice; each trauma condition is taken only once.</source>
        <translation>%1 被圈了两次；每种创伤状态只能选一次。</translation>
    </message>
    <message>
        <source>With %1 trauma the character can no longer be a scoundrel: retire them, or send them to prison for the crew.</source>
        <translation>创伤达到 %1 时，角色无法再当恶徒：请让角色退休，或让角色入狱替帮派顶罪。</translation>
    </message>
    <message>
        <source>Harm has levels 1 to 4, not %1.</source>
        <translation>伤害等级只有 1 到 4，没有 %1。</translation>
    </message>
    <message>
        <source>Write what the level-%1 harm is.</source>
        <translation>请写下这个 %1 级伤害是什么。</translation>
    </message>
    <message numerus="yes">
        <source>The level-%1 harm row holds %n harm(s); further harm of that level is written one level higher.</source>
        <translation>
            <numerusform>%1 级伤害栏最多记 %n 项伤害；再受到同级伤害时，要改记在高一级的栏中。</numerusform>
        </translation>
    </message>
    <message>
        <source>Fatal harm: the character dies unless it is resisted.</source>
        <translation>致命伤害：除非抵抗此伤害，否则角色死亡。</translation>
    </message>
    <message>
        <source>The healing clock has %1 segments; %2 filled is not possible.</source>
        <translation>治疗钟只有 %1 格，无法填入 %2 格。</translation>
    </message>
    <message>
        <source>This armor box needs %1 in the loadout.</source>
        <translation>这个护甲格需要整装中带有“%1”。</translation>
    </message>
    <message>
        <source>Special armor needs a special ability that uses it.</source>
        <translation>特殊护甲需要有能使用它的特殊能力。</translation>
    </message>
    <message>
        <source>The rule pack has no item &quot;%1&quot; for this playbook.</source>
        <translation>规则包中没有这个剧本的物品“%1”。</translation>
    </message>
    <message>
        <source>An item is ticked only once per score.</source>
        <translation>每次作案中，同一件物品只能勾选一次。</translation>
    </message>
    <message>
        <source>Choose a load level before ticking items.</source>
        <translation>勾选物品前，请先选择负重等级。</translation>
    </message>
    <message>
        <source>The rule pack has no load level &quot;%1&quot;.</source>
        <translation>规则包中没有负重等级“%1”。</translation>
    </message>
    <message>
        <source>Load %1 is over the %2 limit of %3.</source>
        <translation>负重 %1 超过了“%2”的上限 %3。</translation>
    </message>
    <message>
        <source>A character carries at most %1 coin; put the rest in the stash.</source>
        <translation>角色身上最多只能携带 %1 钱币；其余请存入私金。</translation>
    </message>
    <message>
        <source>The stash holds 0 to %1.</source>
        <translation>私金的范围是 0 到 %1。</translation>
    </message>
    <message>
        <source>The rule pack has no attribute &quot;%1&quot;.</source>
        <translation>规则包里没有属性“%1”。</translation>
    </message>
    <message>
        <source>The rule pack has no crew type &quot;%1&quot;.</source>
        <translation>规则包中没有帮派类型“%1”。</translation>
    </message>
    <message>
        <source>Tier %1 is outside 0 to %2.</source>
        <translation>层级 %1 超出了 0 到 %2 的范围。</translation>
    </message>
    <message>
        <source>Rep %1 does not fit the rep track of %2 (12 less the crew&apos;s turf).</source>
        <translation>声望 %1 超出了声望条的范围（共 %2 格，即 12 减去帮派的地盘数）。</translation>
    </message>
    <message>
        <source>The rep track is full: the crew gains no more rep until it advances its tier.</source>
        <translation>声望条已满：帮派提升层级之前，无法再获得声望。</translation>
    </message>
    <message>
        <source>With a full rep track and weak hold, the next step is strong hold, not more rep.</source>
        <translation>声望条已满且凝聚为弱时，下一步是将凝聚提升为强，而不是再获得声望。</translation>
    </message>
    <message>
        <source>A crew holds at most %1 turf; it has %2.</source>
        <translation>帮派最多只能拥有 %1 处地盘；目前有 %2 处。</translation>
    </message>
    <message>
        <source>Raising the tier needs a full rep track, strong hold and %1 coin; there is %2.</source>
        <translation>提升层级需要声望条已满、凝聚为强，并支付 %1 钱币；目前有 %2 钱币。</translation>
    </message>
    <message>
        <source>The crew cannot have less than 0 coin.</source>
        <translation>帮派的钱币不能少于 0。</translation>
    </message>
    <message>
        <source>The lair holds %1 coin (more with a Vault); spend the rest or share it out.</source>
        <translation>巢穴最多只能存放 %1 钱币（“金库”升级可提高上限）；请花掉其余的钱币，或分给成员。</translation>
    </message>
    <message>
        <source>Heat %1 does not fit the heat track; a full track raises the wanted level.</source>
        <translation>热度 %1 超出了热度条的范围；热度条填满时，通缉等级会提升。</translation>
    </message>
    <message>
        <source>The wanted level runs from 0 to %1.</source>
        <translation>通缉等级的范围是 0 到 %1。</translation>
    </message>
    <message>
        <source>A new crew starts with %1 here, not %2.</source>
        <translation>新帮派在这一项的初始值是 %1，而不是 %2。</translation>
    </message>
    <message>
        <source>A new crew chooses %1 here; it has %2.</source>
        <translation>新帮派在这一项要选择 %1 个；目前有 %2 个。</translation>
    </message>
    <message>
        <source>Crew creation is already finished.</source>
        <translation>帮派创建阶段已经结束。</translation>
    </message>
    <message>
        <source>A crew advance is one crew ability or two upgrade boxes.</source>
        <translation>一次帮派成长可获得一项帮派能力，或两格升级。</translation>
    </message>
    <message>
        <source>Choose the crew&apos;s reputation.</source>
        <translation>请选择帮派的名声。</translation>
    </message>
    <message>
        <source>The rule pack has no crew ability &quot;%1&quot;.</source>
        <translation>规则包中没有帮派能力“%1”。</translation>
    </message>
    <message>
        <source>%1 is taken twice.</source>
        <translation>“%1”被选了两次。</translation>
    </message>
    <message>
        <source>%1 is not one of this crew type&apos;s abilities.</source>
        <translation>“%1”不是这个帮派类型的帮派能力。</translation>
    </message>
    <message>
        <source>The rule pack has no upgrade &quot;%1&quot;.</source>
        <translation>规则包中没有升级“%1”。</translation>
    </message>
    <message>
        <source>%1 belongs to another crew type.</source>
        <translation>“%1”属于其他帮派类型。</translation>
    </message>
    <message>
        <source>This upgrade has %1 boxes; %2 are marked.</source>
        <translation>这项升级共有 %1 格；目前勾选了 %2 格。</translation>
    </message>
    <message>
        <source>The Cohort upgrades pay for %1 cohorts; the sheet has %2.</source>
        <translation>“同伙”升级提供 %1 个同伙；帮派卡上有 %2 个。</translation>
    </message>
    <message>
        <source>A gang has one or two gang types; an expert has one type of its own.</source>
        <translation>团伙要有一到两种团伙类型；专家则有一种自定的类型。</translation>
    </message>
    <message>
        <source>This cohort has more types than its upgrades pay for.</source>
        <translation>这个同伙的类型数超过了升级所提供的数量。</translation>
    </message>
    <message>
        <source>A new cohort takes one edge and one flaw (more only in pairs).</source>
        <translation>新同伙要选一项优势与一项缺陷（若要更多，必须成对增加）。</translation>
    </message>
    <message>
        <source>Cohort harm runs from 0 to %1.</source>
        <translation>同伙伤害的范围是 0 到 %1。</translation>
    </message>
    <message>
        <source>Choose one favorite contact from the crew type&apos;s list.</source>
        <translation>请从帮派类型的名单中选择一名喜爱的联络人。</translation>
    </message>
    <message>
        <source>The claims map has no square %1.</source>
        <translation>据点图上没有第 %1 格。</translation>
    </message>
    <message>
        <source>Square %1 is not next to the lair or a held claim; an off-path claim needs the GM&apos;s leave.</source>
        <translation>第 %1 格没有与巢穴或已占据的据点相邻；不相连的据点需要 GM 许可。</translation>
    </message>
    <message>
        <source>The crew already holds square %1.</source>
        <translation>帮派已经占据第 %1 格。</translation>
    </message>
    <message>
        <source>The crew does not hold square %1.</source>
        <translation>帮派并未占据第 %1 格。</translation>
    </message>
    <message>
        <source>The campaign has no faction &quot;%1&quot;.</source>
        <translation>战役中没有派系“%1”。</translation>
    </message>
    <message>
        <source>Status runs from %1 (war) to %2 (allies).</source>
        <translation>地位的范围是 %1（战争）到 %2（盟友）。</translation>
    </message>
    <message>
        <source>This character is out of play (retired or dead); only a GM override changes the sheet now.</source>
        <translation>这个角色已经离场（退休或死亡）；现在只有 GM 裁定能修改角色卡。</translation>
    </message>
    <message>
        <source>%1 is not an amount this edit accepts.</source>
        <translation>这项修改不接受 %1 这个数值。</translation>
    </message>
    <message>
        <source>There is no harm to heal.</source>
        <translation>没有需要治疗的伤害。</translation>
    </message>
    <message>
        <source>The %1 track was already trained this downtime.</source>
        <translation>%1经验条在本次休整中已经训练过了。</translation>
    </message>
    <message>
        <source>%1 is not an action of %2.</source>
        <translation>“%1”不是%2属性的行动。</translation>
    </message>
    <message>
        <source>After creation, action dots come only from advances.</source>
        <translation>角色创建完成后，行动点只能通过成长获得。</translation>
    </message>
    <message>
        <source>Creation is already finished.</source>
        <translation>角色创建阶段已经结束。</translation>
    </message>
    <message>
        <source>Stash comes out %1 at a time for each coin; %2 cannot be withdrawn.</source>
        <translation>从私金提取时，每 %1 私金换 1 钱币；无法提取 %2 私金。</translation>
    </message>
    <message>
        <source>There is no armor box &quot;%1&quot;.</source>
        <translation>没有护甲格“%1”。</translation>
    </message>
    <message>
        <source>This armor box is already used; it comes back with the next loadout (special armor: at the start of downtime).</source>
        <translation>这个护甲格已经用过；下次整装时恢复（特殊护甲则在休整开始时恢复）。</translation>
    </message>
    <message>
        <source>A new crew starts with strong hold.</source>
        <translation>新帮派以强凝聚开始。</translation>
    </message>
    <message>
        <source>The crew type starts with this upgrade marked: %1.</source>
        <translation>此帮派类型开始时已标记这项升级：%1。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>The rule pack has no hunting-grounds deal &quot;%1&quot;.</source>
        <translation>规则包没有“%1”这种猎场交易。</translation>
    </message>
    <message>
        <source>A faction needs an id.</source>
        <translation>派系必须有 ID。</translation>
    </message>
    <message>
        <source>Two factions have the id &quot;%1&quot;.</source>
        <translation>有两个派系的 ID 都是“%1”。</translation>
    </message>
    <message>
        <source>A faction of your own needs a name.</source>
        <translation>自定义派系必须有名称。</translation>
    </message>
    <message>
        <source>A faction&apos;s tier runs from 0 to %1, not %2.</source>
        <translation>派系层级的范围是 0 到 %1，不能是 %2。</translation>
    </message>
    <message>
        <source>A faction&apos;s hold is weak or strong.</source>
        <translation>派系的凝聚只能是弱或强。</translation>
    </message>
    <message>
        <source>The rule pack has no faction category &quot;%1&quot;.</source>
        <translation>规则包中没有派系类别“%1”。</translation>
    </message>
    <message>
        <source>Allies and enemies are factions of the campaign; there is no &quot;%1&quot;.</source>
        <translation>盟友与敌人必须是本战役中的派系；没有“%1”这个派系。</translation>
    </message>
    <message>
        <source>A faction is not its own ally or enemy.</source>
        <translation>派系不能是自己的盟友或敌人。</translation>
    </message>
    <message>
        <source>A faction cannot be both an ally and an enemy.</source>
        <translation>一个派系不能同时是盟友又是敌人。</translation>
    </message>
    <message>
        <source>A clock needs an id.</source>
        <translation>进度钟必须有 ID。</translation>
    </message>
    <message>
        <source>Two clocks have the id &quot;%1&quot;.</source>
        <translation>有两个进度钟的 ID 都是“%1”。</translation>
    </message>
    <message>
        <source>Name the obstacle the clock stands for.</source>
        <translation>请以进度钟所代表的障碍为它命名。</translation>
    </message>
    <message>
        <source>A clock has at least 1 segment, not %1.</source>
        <translation>进度钟至少要有 1 格，不能是 %1 格。</translation>
    </message>
    <message>
        <source>A clock of %1 segments has 0 to %1 filled, not %2.</source>
        <translation>%1 格的进度钟只能填入 0 到 %1 格，不能是 %2 格。</translation>
    </message>
    <message>
        <source>Choose whose clock this is.</source>
        <translation>请选择这个进度钟属于谁。</translation>
    </message>
    <message>
        <source>The clock&apos;s owner &quot;%1&quot; is not in the campaign.</source>
        <translation>进度钟的所有者“%1”不在本战役中。</translation>
    </message>
    <message>
        <source>The linked clock &quot;%1&quot; is not in the campaign.</source>
        <translation>连锁钟“%1”不在本战役中。</translation>
    </message>
    <message>
        <source>These linked clocks form a loop, so none of them can ever be unlocked.</source>
        <translation>这些连锁钟形成了循环，因此没有任何一个能被解锁。</translation>
    </message>
    <message>
        <source>A linked clock stays empty until the clock before it is full.</source>
        <translation>在前一个进度钟填满之前，连锁钟必须保持为空。</translation>
    </message>
    <message>
        <source>The rival clock &quot;%1&quot; is not in the campaign.</source>
        <translation>与之竞速的进度钟“%1”不在本战役中。</translation>
    </message>
    <message>
        <source>A racing clock races another clock, not itself.</source>
        <translation>竞速钟要与另一个进度钟竞速，不能与自己竞速。</translation>
    </message>
    <message>
        <source>The rival clock races a different clock; racing clocks come in pairs.</source>
        <translation>与之竞速的进度钟正在与另一个进度钟竞速；竞速钟必须两两成对。</translation>
    </message>
    <message>
        <source>The rule pack has no plan &quot;%1&quot;.</source>
        <translation>规则包中没有计划“%1”。</translation>
    </message>
    <message>
        <source>Choose the plan before the engagement roll.</source>
        <translation>请在交战检定之前选择计划。</translation>
    </message>
    <message>
        <source>Give the plan&apos;s detail before the engagement roll.</source>
        <translation>请在交战检定之前写下计划的细节。</translation>
    </message>
    <message>
        <source>A score succeeds, fails or is given up.</source>
        <translation>作案的结果只能是成功、失败或放弃。</translation>
    </message>
    <message>
        <source>A target&apos;s tier runs from 0 to %1, not %2.</source>
        <translation>目标层级的范围是 0 到 %1，不能是 %2。</translation>
    </message>
    <message>
        <source>Each character on the score chooses a load before the first roll.</source>
        <translation>参与作案的每个角色都要在第一次掷骰前选择负重等级。</translation>
    </message>
    <message>
        <source>The rule pack has no payoff &quot;%1&quot;.</source>
        <translation>规则包中没有收益“%1”。</translation>
    </message>
    <message>
        <source>The rule pack has no heat profile &quot;%1&quot;.</source>
        <translation>规则包中没有张扬程度“%1”。</translation>
    </message>
    <message>
        <source>A score changes a faction&apos;s status by +1 if it helps them, or by -1 or -2 if it hurts them; not by %1.</source>
        <translation>作案对派系有利时，地位 +1；对派系不利时，地位 -1 或 -2；地位不能变动 %1。</translation>
    </message>
    <message>
        <source>Choose the character who takes this downtime activity.</source>
        <translation>请选择进行这项休整活动的角色。</translation>
    </message>
    <message>
        <source>The rule pack has no downtime activity &quot;%1&quot;.</source>
        <translation>规则包中没有休整活动“%1”。</translation>
    </message>
    <message>
        <source>This character has %1 downtime activities and takes %2; each extra one costs 1 coin or 1 rep.</source>
        <translation>这个角色的休整活动次数为 %1，却进行了 %2 次；每多进行一次需花费 1 钱币或 1 声望。</translation>
    </message>
    <message>
        <source>Extra downtime activities cannot be fewer than 0.</source>
        <translation>额外的休整活动次数不能少于 0。</translation>
    </message>
    <message>
        <source>Training marks the playbook or an attribute, not &quot;%1&quot;.</source>
        <translation>训练只能标记剧本或属性的经验条，不能是“%1”。</translation>
    </message>
    <message>
        <source>The %1 track is trained once per downtime.</source>
        <translation>%1经验条每次休整只能训练一次。</translation>
    </message>
    <message>
        <source>Coin spent on a downtime activity cannot be less than 0.</source>
        <translation>休整活动花费的钱币不能少于 0。</translation>
    </message>
    <message>
        <source>The rule pack has no entanglement &quot;%1&quot;.</source>
        <translation>规则包中没有纠葛“%1”。</translation>
    </message>
    <message>
        <source>In play the tier rises by advancing it (a full rep track, strong hold and the coin); changing it by hand needs a GM override.</source>
        <translation>游戏进行中，层级只能通过提升层级来上升（需声望条已满、凝聚为强并支付钱币）；手动修改需要 GM 裁定。</translation>
    </message>
    <message>
        <source>By hand the rep track takes at most %1; it fills by gaining rep, so that hold or tier follows.</source>
        <translation>手动最多只能在声望条上填 %1 格；声望条要通过获得声望来填满，凝聚或层级才会随之变化。</translation>
    </message>
    <message>
        <source>After creation, upgrade boxes come only from crew advances.</source>
        <translation>帮派创建完成后，升级格只能通过帮派成长获得。</translation>
    </message>
    <message>
        <source>After creation, crew abilities come only from crew advances.</source>
        <translation>帮派创建完成后，帮派能力只能通过帮派成长获得。</translation>
    </message>
    <message>
        <source>There is no such entry on the sheet.</source>
        <translation>卡上没有这个项目。</translation>
    </message>
    <message>
        <source>A name cannot be left empty.</source>
        <translation>名称不能留空。</translation>
    </message>
    <message>
        <source>The playbook is chosen at creation; changing it afterwards needs a GM override.</source>
        <translation>剧本在创建角色时选定；之后要更换需要 GM 裁定。</translation>
    </message>
    <message>
        <source>After creation, special abilities come only from playbook advances.</source>
        <translation>角色创建完成后，特殊能力只能通过剧本成长获得。</translation>
    </message>
    <message>
        <source>%1 is permanent: a trauma condition is never erased.</source>
        <translation>“%1”是永久的：创伤状态永远不会消除。</translation>
    </message>
    <message>
        <source>A clock is ticked by 0 segments or more.</source>
        <translation>进度钟推进的格数不能少于 0。</translation>
    </message>
    <message>
        <source>This race is over: one of the two racing clocks is full, and neither moves any more.</source>
        <translation>这场竞速已经结束：两个竞速钟之一已经填满，两者都不再推进。</translation>
    </message>
    <message>
        <source>Clocks only fill; only a tug-of-war clock loses segments. Use Undo to take back a tick.</source>
        <translation>进度钟只会填入；只有拔河钟会减少格数。若要撤回一次推进，请使用“撤销”。</translation>
    </message>
    <message>
        <source>A clock has 4, 6, 8, 10 or 12 segments, not %1.</source>
        <translation>进度钟的格数是 4、6、8、10 或 12，不能是 %1。</translation>
    </message>
    <message>
        <source>The campaign has no clock &quot;%1&quot;.</source>
        <translation>战役中没有进度钟“%1”。</translation>
    </message>
    <message>
        <source>Only a faction&apos;s clock is rolled in the faction turn: the roll uses the faction&apos;s tier.</source>
        <translation>派系回合中只为派系的进度钟掷骰：骰数取决于该派系的层级。</translation>
    </message>
    <message>
        <source>The campaign has no crew &quot;%1&quot;.</source>
        <translation>战役中没有帮派“%1”。</translation>
    </message>
    <message>
        <source>There is no roll of the kind &quot;%1&quot;.</source>
        <translation>没有“%1”这种检定。</translation>
    </message>
    <message>
        <source>The campaign has no score &quot;%1&quot;.</source>
        <translation>战役中没有作案“%1”。</translation>
    </message>
    <message>
        <source>This score has already ended.</source>
        <translation>这次作案已经结束。</translation>
    </message>
    <message>
        <source>Only the crew&apos;s own characters take part.</source>
        <translation>只有帮派自己的角色能参与。</translation>
    </message>
    <message>
        <source>The engagement roll is made once per score.</source>
        <translation>每次作案只进行一次交战检定。</translation>
    </message>
    <message>
        <source>The rule pack has no engagement modifier among &quot;%1&quot;.</source>
        <translation>“%1”之中有规则包所没有的交战检定修正。</translation>
    </message>
    <message>
        <source>Choose how loud the score was: its heat profile.</source>
        <translation>请选择这次作案有多张扬：也就是张扬程度。</translation>
    </message>
    <message>
        <source>Extra coin cannot be less than 0.</source>
        <translation>额外钱币不能少于 0。</translation>
    </message>
    <message>
        <source>Coin is handed only to the crew&apos;s own characters, and never less than 0.</source>
        <translation>钱币只能分给帮派自己的角色，且不能少于 0。</translation>
    </message>
    <message>
        <source>The payoff is %1 coin; %2 cannot be handed out.</source>
        <translation>收益是 %1 钱币；无法分出 %2 钱币。</translation>
    </message>
    <message>
        <source>The campaign has no downtime &quot;%1&quot;.</source>
        <translation>战役中没有休整“%1”。</translation>
    </message>
    <message>
        <source>End the score first: payoff and heat come before the rest of downtime.</source>
        <translation>请先结束作案：收益与热度要在休整的其他步骤之前处理。</translation>
    </message>
    <message>
        <source>The crew&apos;s last downtime is still open; finish it first.</source>
        <translation>帮派上一次的休整尚未结束；请先完成它。</translation>
    </message>
    <message>
        <source>This downtime is over.</source>
        <translation>这次休整已经结束。</translation>
    </message>
    <message>
        <source>The entanglement is rolled once per downtime.</source>
        <translation>每次休整只进行一次纠葛检定。</translation>
    </message>
    <message>
        <source>An extra activity is paid with the character&apos;s coin, the crew&apos;s coin or crew rep.</source>
        <translation>额外的休整活动要用角色的钱币、帮派的钱币或帮派的声望支付。</translation>
    </message>
    <message>
        <source>Choose the action the character rolls.</source>
        <translation>请选择角色检定所用的行动。</translation>
    </message>
    <message>
        <source>The character has %1 coin to spend, not %2.</source>
        <translation>角色只有 %1 钱币可花，无法花费 %2。</translation>
    </message>
    <message>
        <source>Crafting and rituals are played out at the table; this activity is not rolled here.</source>
        <translation>打造与仪式要在游戏桌上实际进行；这项活动不在这里检定。</translation>
    </message>
    <message>
        <source>Recovery is treated by a healer, by yourself, or not at all.</source>
        <translation>恢复可由治疗者处置、自行处置，或不做任何处置。</translation>
    </message>
    <message>
        <source>Only a character with Physicker can treat their own harm (and takes 2 stress).</source>
        <translation>只有拥有“医者”的角色能自行处置自己的伤害（并承受 2 点压力）。</translation>
    </message>
    <message>
        <source>There is no harm to recover from.</source>
        <translation>没有需要恢复的伤害。</translation>
    </message>
    <message>
        <source>Choose beforehand what happens if the vice roll overindulges: attract trouble, brag, lost or tapped.</source>
        <translation>请事先选择恶习检定过度沉溺时的后果：招惹麻烦、吹嘘、迷失或断供。</translation>
    </message>
    <message>
        <source>The rule pack has no overindulgence &quot;%1&quot;.</source>
        <translation>规则包中没有过度沉溺后果“%1”。</translation>
    </message>
    <message>
        <source>Only a harmed cohort that is not dead can be healed.</source>
        <translation>只有受到伤害且尚未死亡的同伙才能治疗。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>the sheet&apos;s name: what is wrong with it</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 is circled only with a new trauma, when the last stress box is marked.</source>
        <translation>只有在标记最后一格压力、获得新创伤时，才能圈选“%1”。</translation>
    </message>
    <message>
        <source>The campaign has no character &quot;%1&quot;.</source>
        <translation>战役里没有角色“%1”。</translation>
    </message>
    <message>
        <source>Only another scoundrel of the same crew can assist a roll.</source>
        <translation>只有同一帮派的另一名恶棍可以协助检定。</translation>
    </message>
    <message>
        <source>These dice cannot be a roll of %1 dice.</source>
        <translation>这些骰子不可能是掷 %1 颗骰的结果。</translation>
    </message>
    <message>
        <source>Push yourself for +1d or take a devil&apos;s bargain, not both.</source>
        <translation>强推自己 +1d 或接受魔鬼交易，两者只能择一。</translation>
    </message>
    <message>
        <source>That bonus die is not offered for this roll.</source>
        <translation>这次检定没有提供那颗奖励骰。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the entanglements the roll gave; pick one of: %2.</source>
        <translation>“%1”不是这次检定给出的纠葛；请从以下选一个：%2。</translation>
    </message>
    <message>
        <source>Roll the entanglement first; the GM then picks from what it gave.</source>
        <translation>请先进行纠葛检定；GM 再从结果中挑选。</translation>
    </message>
    <message>
        <source>Character %1 is dead: out of play, they take no part in downtime.</source>
        <translation>角色 %1 已死亡：已离场，不参与休整。</translation>
    </message>
    <message>
        <source>Character %1 is retired: out of play, they take no part in downtime.</source>
        <translation>角色 %1 已退休：已离场，不参与休整。</translation>
    </message>
    <message>
        <source>The %1 XP track holds at most %2 marks; filling it gives an advance.</source>
        <translation>%1经验条最多 %2 格；填满时获得一次成长。</translation>
    </message>
    <message>
        <source>The crew XP track holds at most %1 marks; filling it gives a crew advance.</source>
        <translation>帮派经验条最多 %1 格；填满时获得一次帮派成长。</translation>
    </message>
    <message>
        <source>There is no crew advance to take: fill the crew XP track first.</source>
        <translation>目前没有可获得的帮派成长：请先填满帮派经验条。</translation>
    </message>
    <message>
        <source>Choose the XP track to train.</source>
        <translation>请选择要训练的经验条。</translation>
    </message>
    <message>
        <source>There is no XP trigger &quot;%1&quot;.</source>
        <translation>没有经验触发条件“%1”。</translation>
    </message>
    <message>
        <source>An XP trigger gives 0 to %1 XP, not %2.</source>
        <translation>一项经验触发条件可给予 0 到 %1 点经验，不能是 %2。</translation>
    </message>
    <message>
        <source>The triggers give %1 XP, but %2 were marked on the tracks.</source>
        <translation>触发条件共给予 %1 点经验，但各经验条上标记了 %2 格。</translation>
    </message>
    <message>
        <source>There is no %1 advance to take: fill its XP track first.</source>
        <translation>目前没有可获得的%1成长：请先填满对应的经验条。</translation>
    </message>
</context>
<context>
    <name>sw::cli::Cli</name>
    <message>
        <source>Created campaign %1</source>
        <translation>已创建战役 %1</translation>
    </message>
    <message>
        <source>%1: Sheetwright campaign, format version %2</source>
        <translation>%1：Sheetwright 战役，格式版本 %2</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Create a new, empty campaign file.</source>
        <translation>创建新的空白战役文件。</translation>
    </message>
    <message>
        <source>Check a campaign file without changing it.</source>
        <translation>检查战役文件，不做任何改动。</translation>
    </message>
    <message>
        <source>Show this help, or a command&apos;s help after its name.</source>
        <translation>显示此帮助；放在命令名称后则显示该命令的帮助。</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>显示版本后退出。</translation>
    </message>
    <message>
        <source>Language of the output: en, zh_TW or zh_CN.</source>
        <translation>输出语言：en、zh_TW 或 zh_CN。</translation>
    </message>
    <message>
        <source>language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>Sheetwright&apos;s command-line tool: campaign files, sheets, rules and dice, for scripts.</source>
        <translation>Sheetwright 命令行工具：用脚本操作战役文件、角色卡、规则与骰子。</translation>
    </message>
    <message>
        <source>The command to run (see below).</source>
        <translation>要运行的命令（见下方）。</translation>
    </message>
    <message>
        <source>COMMAND [ARGUMENTS…]</source>
        <translation>命令 [参数…]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>Show this command&apos;s help.</source>
        <translation>显示此命令的帮助。</translation>
    </message>
    <message>
        <source>Usage: sheetwright-cli %1 %2</source>
        <translation>用法：sheetwright-cli %1 %2</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en, zh_TW or zh_CN.</source>
        <translation>未知的语言“%1”；请使用 en、zh_TW 或 zh_CN。</translation>
    </message>
    <message>
        <source>Try --help.</source>
        <translation>请尝试 --help。</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>未知的命令“%1”。</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>暴击</translation>
    </message>
    <message>
        <source>full success</source>
        <translation>完全成功</translation>
    </message>
    <message>
        <source>partial success</source>
        <translation>部分成功</translation>
    </message>
    <message>
        <source>bad outcome</source>
        <translation>坏结果</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：无法读取：%2</translation>
    </message>
    <message>
        <source>%1 is not a valid sheet file; see docs/sheet-format.md.</source>
        <translation>%1 不是有效的角色卡文件；请参阅 docs/sheet-format.md。</translation>
    </message>
    <message>
        <source>%1 uses the rule pack &quot;%2&quot;, which is not installed.</source>
        <translation>%1 使用的规则包“%2”尚未安装。</translation>
    </message>
    <message>
        <source>Note: the sheet was made with %1 %2; checking with version %3.</source>
        <translation>注意：这张角色卡是用 %1 %2 制作的；现以版本 %3 检查。</translation>
    </message>
    <message>
        <source>(accepted by a GM override)</source>
        <translation>（已由 GM 裁定接受）</translation>
    </message>
    <message>
        <source>%1: the sheet follows the rules.</source>
        <translation>%1：角色卡符合规则。</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>违反 %n 条规则。</numerusform>
        </translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Seed for a roll that can be repeated.</source>
        <translation>随机种子，用于可重现的掷骰。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Unknown roll &quot;%1&quot;; use one of: %2.</source>
        <translation>未知的检定类型“%1”；请使用以下其中之一：%2。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 up.</source>
        <translation>种子必须是大于或等于 0 的整数。</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>骰子：%1</translation>
    </message>
    <message>
        <source>Kept: %1 — %2</source>
        <translation>采用：%1 — %2</translation>
    </message>
    <message>
        <source>Stress: clear 1 (critical)</source>
        <translation>压力：清除 1 点（暴击）</translation>
    </message>
    <message>
        <source>Stress: %1</source>
        <translation>压力：%1</translation>
    </message>
    <message>
        <source>Clock ticks: %1</source>
        <translation>进度钟推进格数：%1</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>种子：%1</translation>
    </message>
    <message>
        <source>The pool must be a whole number from 0 to %1.</source>
        <translation>骰池必须是 0 到 %1 的整数。</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>骰数</translation>
    </message>
    <message>
        <source>6</source>
        <translation>6</translation>
    </message>
    <message>
        <source>4/5</source>
        <translation>4/5</translation>
    </message>
    <message>
        <source>1-3</source>
        <translation>1-3</translation>
    </message>
    <message>
        <source>resistance stress</source>
        <translation>抵抗压力</translation>
    </message>
    <message>
        <source>SHEET.json</source>
        <translation>角色卡.json</translation>
    </message>
    <message>
        <source>Check a character sheet against its rule pack; list every broken rule.</source>
        <translation>按规则包检查角色卡，列出所有违反的规则。</translation>
    </message>
    <message>
        <source>[N]</source>
        <translation>[N]</translation>
    </message>
    <message>
        <source>Exact odds of each result for a pool of N dice (0–6 without N).</source>
        <translation>N 颗骰子的骰池出现各种结果的精确概率（未指定 N 时列出 0–6）。</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>Not loaded:</source>
        <translation>未加载：</translation>
    </message>
    <message>
        <source>User packs go in %1/&lt;id&gt;/pack.json</source>
        <translation>用户规则包请放在 %1/&lt;id&gt;/pack.json</translation>
    </message>
    <message>
        <source>List the rule packs: the built-in one and those in your data folder.</source>
        <translation>列出规则包：内置的规则包，以及你的数据文件夹中的规则包。</translation>
    </message>
    <message>
        <source>This roll needs --%1.</source>
        <translation>这种检定需要 --%1。</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3.</source>
        <translation>--%1 须为 %2 到 %3 的整数。</translation>
    </message>
    <message>
        <source>Dice in the pool (0: roll two, keep the lowest).</source>
        <translation>骰池的骰子数（0：掷两颗，取较低者）。</translation>
    </message>
    <message>
        <source>Action roll: controlled, risky (default) or desperate.</source>
        <translation>行动检定：controlled（受控）、risky（冒险，默认）或 desperate（绝境）。</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Action roll: limited, standard (default) or great.</source>
        <translation>行动检定：limited（有限）、standard（标准，默认）或 great（显著）。</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Vice: the stress marked now.</source>
        <translation>恶习：目前标记的压力。</translation>
    </message>
    <message>
        <source>Entanglements: the wanted level.</source>
        <translation>纠葛：通缉等级。</translation>
    </message>
    <message>
        <source>Entanglements, reduce heat: the heat marked.</source>
        <translation>纠葛、降低热度：已标记的热度。</translation>
    </message>
    <message>
        <source>Acquire asset, incarceration: the crew&apos;s tier.</source>
        <translation>获取资产、监禁：帮派的层级。</translation>
    </message>
    <message>
        <source>Coin spent to raise the result.</source>
        <translation>为提高结果而花费的钱币。</translation>
    </message>
    <message>
        <source>Long-term project: the clock&apos;s segments.</source>
        <translation>长期计划：进度钟的格数。</translation>
    </message>
    <message>
        <source>Long-term project: segments already filled.</source>
        <translation>长期计划：已填满的格数。</translation>
    </message>
    <message>
        <source>action, resistance, fortune, downtime, gather, engagement, vice, entanglement, incarceration, acquire, project, reduce-heat</source>
        <translation>action（行动检定）、resistance（抵抗检定）、fortune（运气检定）、downtime（休整检定）、gather（收集情报）、engagement（交战检定）、vice（恶习）、entanglement（纠葛）、incarceration（监禁）、acquire（获取资产）、project（长期计划）、reduce-heat（降低热度）</translation>
    </message>
    <message>
        <source>Unknown position or effect.</source>
        <translation>未知的情势或效果。</translation>
    </message>
    <message>
        <source>Effect: %1</source>
        <translation>效果：%1</translation>
    </message>
    <message>
        <source>Starting position: %1</source>
        <translation>起始情势：%1</translation>
    </message>
    <message>
        <source>Stress cleared: %1 (now %2)</source>
        <translation>清除压力：%1（现为 %2）</translation>
    </message>
    <message>
        <source>Overindulgence (choose one): %1</source>
        <translation>过度沉溺（择一）：%1</translation>
    </message>
    <message>
        <source>Entanglement: %1</source>
        <translation>纠葛：%1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Rep %1, prison claims %2, status %3, trauma %4</source>
        <translation>声望 %1，监狱据点 %2，地位 %3，创伤 %4</translation>
    </message>
    <message>
        <source>Asset quality: %1 (coin used %2)</source>
        <translation>资产品质：%1（使用钱币 %2）</translation>
    </message>
    <message>
        <source>Clock: %1/%2 (+%3)</source>
        <translation>进度钟：%1/%2（+%3）</translation>
    </message>
    <message>
        <source>The project is complete.</source>
        <translation>计划完成。</translation>
    </message>
    <message>
        <source>Heat: %1 → %2</source>
        <translation>热度：%1 → %2</translation>
    </message>
    <message>
        <source>KIND [--dice N] [--seed S] …</source>
        <translation>种类 [--dice N] [--seed S] …</translation>
    </message>
    <message>
        <source>Roll any roll of the game; the same seed gives the same dice.</source>
        <translation>进行游戏中的任何检定；相同的种子会得到相同的骰子。</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1：无法写入：%2</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>The campaign has no %1.</source>
        <translation>战役中没有 %1。</translation>
    </message>
    <message>
        <source>Import sheets that break rules, listing the problems.</source>
        <translation>即使卡违反规则也照样导入，并列出问题。</translation>
    </message>
    <message>
        <source>The sheet breaks rules; nothing was imported (see --allow-violations).</source>
        <translation>这张角色卡违反规则；未导入任何内容（请参阅 --allow-violations）。</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Imported character:%1</source>
        <translation>已导入 character:%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n sheet(s).</source>
        <translation>
            <numerusform>已导入 %n 张卡。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export one sheet (KIND:ID) instead of the whole campaign.</source>
        <translation>只导出一张卡（KIND:ID），而不是整个战役。</translation>
    </message>
    <message>
        <source>SHEET</source>
        <translation>卡</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>没有可撤销的修改。</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>没有可重做的修改。</translation>
    </message>
    <message>
        <source>Undid: %1</source>
        <translation>已撤销：%1</translation>
    </message>
    <message>
        <source>Redid: %1</source>
        <translation>已重做：%1</translation>
    </message>
    <message>
        <source>CAMPAIGN [--kind KIND]</source>
        <translation>战役 [--kind 种类]</translation>
    </message>
    <message>
        <source>CAMPAIGN KIND:ID</source>
        <translation>战役 KIND:ID</translation>
    </message>
    <message>
        <source>Print one sheet as JSON.</source>
        <translation>以 JSON 格式输出一张卡。</translation>
    </message>
    <message>
        <source>CAMPAIGN FILE.json</source>
        <translation>战役 文件.json</translation>
    </message>
    <message>
        <source>Export the campaign, or one sheet, as JSON.</source>
        <translation>将战役或其中一张卡导出为 JSON。</translation>
    </message>
    <message>
        <source>CAMPAIGN [KIND:ID]</source>
        <translation>战役 [KIND:ID]</translation>
    </message>
    <message>
        <source>Every change of the campaign, or of one sheet.</source>
        <translation>战役（或其中一张卡）的所有修改历史。</translation>
    </message>
    <message>
        <source>CAMPAIGN</source>
        <translation>战役</translation>
    </message>
    <message>
        <source>Undo the last change (also after a restart).</source>
        <translation>撤销上一次修改（重新启动后也可以）。</translation>
    </message>
    <message>
        <source>Redo the last undone change.</source>
        <translation>重做上一次撤销的修改。</translation>
    </message>
    <message>
        <source>not mapped:</source>
        <translation>未映射：</translation>
    </message>
    <message numerus="yes">
        <source>Import %n faction(s)</source>
        <translation>
            <numerusform>导入 %n 个派系</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1:%2</source>
        <translation>已导入 %1:%2</translation>
    </message>
    <message>
        <source>Foundry factions: set their status with this crew (its id).</source>
        <translation>Foundry 派系：设定它们与此帮派（其 id）的地位。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Write the sheet as a Foundry VTT actor (with --sheet).</source>
        <translation>将表单写成 Foundry VTT 角色（与 --sheet 一起使用）。</translation>
    </message>
    <message>
        <source>Import a campaign export, a sheet, or a Foundry VTT actor (the campaign is made if missing).</source>
        <translation>导入战役导出文件、一张卡或 Foundry VTT 角色（战役不存在时会创建）。</translation>
    </message>
    <message>
        <source>CAMPAIGN OUT.json [--sheet KIND:ID [--foundry]]</source>
        <translation>战役 输出.json [--sheet KIND:ID [--foundry]]</translation>
    </message>
    <message>
        <source>Segments: 4, 6, 8, 10 or 12.</source>
        <translation>格数：4、6、8、10 或 12。</translation>
    </message>
    <message>
        <source>danger, racing, linked, mission, tug_of_war, long_term_project, faction.</source>
        <translation>danger（危险钟）、racing（竞速钟）、linked（连锁钟）、mission（任务钟）、tug_of_war（拔河钟）、long_term_project（长期项目）、faction（派系钟）。</translation>
    </message>
    <message>
        <source>Whose clock: crew:ID, character:ID or faction:ID (default: the campaign).</source>
        <translation>进度钟的所有者：crew:ID、character:ID 或 faction:ID（默认：战役）。</translation>
    </message>
    <message>
        <source>KIND:ID</source>
        <translation>KIND:ID</translation>
    </message>
    <message>
        <source>The clock this one unlocks when full.</source>
        <translation>此进度钟填满时解锁的进度钟。</translation>
    </message>
    <message>
        <source>The rival clock of a race.</source>
        <translation>与此进度钟竞速的对手进度钟。</translation>
    </message>
    <message>
        <source>Known to the GM only.</source>
        <translation>只有 GM 知道。</translation>
    </message>
    <message>
        <source>Unknown clock kind &quot;%1&quot;.</source>
        <translation>未知的进度钟种类“%1”。</translation>
    </message>
    <message>
        <source>Dice added to (or, negative, taken from) the faction&apos;s tier.</source>
        <translation>加到派系层级上的骰数（负数则为减去）。</translation>
    </message>
    <message>
        <source>Take the faction from the rule pack&apos;s examples.</source>
        <translation>从规则包的示例派系中选取。</translation>
    </message>
    <message>
        <source>A faction of your own: its name.</source>
        <translation>自定义派系：名称。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Its category (underworld, institutions …).</source>
        <translation>派系类别，例如 underworld（黑社会）、institutions（官方机构）…。</translation>
    </message>
    <message>
        <source>Its tier, 0–6.</source>
        <translation>派系层级，0–6。</translation>
    </message>
    <message>
        <source>weak or strong.</source>
        <translation>weak（弱）或 strong（强）。</translation>
    </message>
    <message>
        <source>HOLD</source>
        <translation>凝聚</translation>
    </message>
    <message>
        <source>The GM&apos;s notes.</source>
        <translation>GM 的笔记。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>The rule pack has no example faction &quot;%1&quot;.</source>
        <translation>规则包中没有示例派系“%1”。</translation>
    </message>
    <message>
        <source>Show this crew&apos;s status with each faction.</source>
        <translation>显示此帮派与各派系的地位。</translation>
    </message>
    <message>
        <source>tier %1</source>
        <translation>层级 %1</translation>
    </message>
    <message>
        <source>at war</source>
        <translation>战争中</translation>
    </message>
    <message>
        <source>Payoff: %1 rep, %2 coin.</source>
        <translation>收益：%1 声望，%2 钱币。</translation>
    </message>
    <message>
        <source>Heat: +%1 (wanted level +%2).</source>
        <translation>热度：+%1（通缉等级 +%2）。</translation>
    </message>
    <message>
        <source>The heat track filled at the highest wanted level: the wanted level stays at %1.</source>
        <translation>热度条在最高通缉等级时填满：通缉等级保持为 %1。</translation>
    </message>
    <message>
        <source>War with %1: +1 heat per score, −1 hold, one downtime activity per character.</source>
        <translation>与%1开战：每次作案热度 +1，凝聚 −1，每个角色只有一次休整活动。</translation>
    </message>
    <message>
        <source>The war with %1 is over.</source>
        <translation>与%1的战争已经结束。</translation>
    </message>
    <message>
        <source>Engagement: %1.</source>
        <translation>交战检定：%1。</translation>
    </message>
    <message>
        <source>Clock %1 is full.</source>
        <translation>进度钟 %1 已填满。</translation>
    </message>
    <message>
        <source>Clock %1 is unlocked.</source>
        <translation>进度钟 %1 已解锁。</translation>
    </message>
    <message>
        <source>Clock %1 wins the race against %2.</source>
        <translation>进度钟 %1 在与 %2 的竞速中胜出。</translation>
    </message>
    <message>
        <source>Clock %1: %2 segments.</source>
        <translation>进度钟 %1：%2 格。</translation>
    </message>
    <message>
        <source>Entanglement: %1.</source>
        <translation>纠葛：%1。</translation>
    </message>
    <message>
        <source>%1: result %2, %3.</source>
        <translation>%1：结果 %2，%3。</translation>
    </message>
    <message>
        <source>Overindulged: %1.</source>
        <translation>过度沉溺：%1。</translation>
    </message>
    <message>
        <source>Vice ignored: character %1 takes %2 stress.</source>
        <translation>忽视恶习：角色 %1 承受 %2 点压力。</translation>
    </message>
    <message>
        <source>Seed for dice that can be repeated.</source>
        <translation>随机种子，使掷骰结果可以重现。</translation>
    </message>
    <message>
        <source>Dice rolled at the table, in order (e.g. 6,4,2).</source>
        <translation>在桌上实际掷出的骰子，按顺序列出（例如 6,4,2）。</translation>
    </message>
    <message>
        <source>DICE</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>Dice are numbers from 1 to 6, separated by commas.</source>
        <translation>骰子须为 1 到 6 的数字，用逗号分隔。</translation>
    </message>
    <message>
        <source>The campaign could not be written: %1</source>
        <translation>无法写入战役：%1</translation>
    </message>
    <message>
        <source>Rolled %1 (%2 dice): %3 — %4</source>
        <translation>掷骰 %1（%2 颗骰子）：%3 — %4</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>完成：%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should read NAME=VALUE.</source>
        <translation>“%1”的格式应为 NAME=VALUE。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number.</source>
        <translation>“%1”不是整数。</translation>
    </message>
    <message>
        <source>Subcommands: %1 (each with --help).</source>
        <translation>子命令：%1（均可加上 --help）。</translation>
    </message>
    <message>
        <source>Unknown subcommand &quot;%1&quot;; use one of: %2.</source>
        <translation>未知的子命令“%1”；请使用以下其中之一：%2。</translation>
    </message>
    <message>
        <source>start|engage|end|list CAMPAIGN …</source>
        <translation>start|engage|end|list 战役 …</translation>
    </message>
    <message>
        <source>Run a score: plan and loads, the engagement roll, payoff, heat and faction status.</source>
        <translation>进行作案：计划与负重、交战检定、收益、热度与派系地位。</translation>
    </message>
    <message>
        <source>start|entangle|choose|buy|activity|finish CAMPAIGN …</source>
        <translation>start|entangle|choose|buy|activity|finish 战役 …</translation>
    </message>
    <message>
        <source>Run the downtime phase: entanglements, each character&apos;s activities, the end.</source>
        <translation>进行休整阶段：纠葛、每个角色的休整活动，以及收尾。</translation>
    </message>
    <message>
        <source>add|tick|set|roll|remove|list CAMPAIGN …</source>
        <translation>add|tick|set|roll|remove|list 战役 …</translation>
    </message>
    <message>
        <source>Keep the campaign&apos;s clocks: add, tick, clear, roll a faction&apos;s clock.</source>
        <translation>管理战役的进度钟：添加、推进、清除，以及为派系钟掷骰。</translation>
    </message>
    <message>
        <source>add|status|list|remove CAMPAIGN …</source>
        <translation>add|status|list|remove 战役 …</translation>
    </message>
    <message>
        <source>Keep the faction ladder: add factions, set the crew&apos;s status (−3 is war).</source>
        <translation>管理派系梯：添加派系、设定帮派的地位（−3 即为战争）。</translation>
    </message>
    <message>
        <source>The score this downtime follows.</source>
        <translation>这次休整所接续的作案。</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation>作案</translation>
    </message>
    <message>
        <source>Pay with: coin (the character&apos;s), crew_coin or rep.</source>
        <translation>支付方式：coin（角色的钱币）、crew_coin（帮派钱币）或 rep（声望）。</translation>
    </message>
    <message>
        <source>PURSE</source>
        <translation>付款来源</translation>
    </message>
    <message>
        <source>Long-term project, reduce heat: the action rolled.</source>
        <translation>长期项目、降低热度：检定所用的行动。</translation>
    </message>
    <message>
        <source>ACTION</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>Long-term project: the clock.</source>
        <translation>长期项目：进度钟。</translation>
    </message>
    <message>
        <source>Train: playbook, insight, prowess or resolve.</source>
        <translation>训练：playbook（剧本）、insight（洞察）、prowess（勇猛）或 resolve（决心）。</translation>
    </message>
    <message>
        <source>TRACK</source>
        <translation>经验条</translation>
    </message>
    <message>
        <source>Recover: healer, self or untreated.</source>
        <translation>恢复：healer（治疗者）、self（自行处置）或 untreated（不处置）。</translation>
    </message>
    <message>
        <source>HOW</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Recover: the healer&apos;s Tinker rating or quality.</source>
        <translation>恢复：治疗者的摆弄评级或品质。</translation>
    </message>
    <message>
        <source>Bonus dice (a friend helps: 1).</source>
        <translation>奖励骰（朋友协助：1）。</translation>
    </message>
    <message>
        <source>Coin to spend after the roll to raise the result.</source>
        <translation>检定后为提高结果而花费的钱币。</translation>
    </message>
    <message>
        <source>Acquire asset: a restricted item (+2 heat).</source>
        <translation>获取资产：受管制的物品（热度 +2）。</translation>
    </message>
    <message>
        <source>Indulge vice: attract_trouble, brag, lost or tapped, if it comes to that.</source>
        <translation>沉溺恶习：若过度沉溺，选 attract_trouble（招惹麻烦）、brag（吹嘘）、lost（迷失）或 tapped（断供）。</translation>
    </message>
    <message>
        <source>Heal cohort: the cohort&apos;s number on the crew sheet (from 0).</source>
        <translation>治疗同伙：同伙在帮派卡上的编号（从 0 开始）。</translation>
    </message>
    <message>
        <source>What the character does.</source>
        <translation>角色所做的事。</translation>
    </message>
    <message>
        <source>The crew&apos;s id.</source>
        <translation>帮派的 ID。</translation>
    </message>
    <message>
        <source>What the crew goes after.</source>
        <translation>帮派要下手的目标。</translation>
    </message>
    <message>
        <source>The target faction&apos;s id.</source>
        <translation>目标派系的 ID。</translation>
    </message>
    <message>
        <source>The target&apos;s tier.</source>
        <translation>目标的层级。</translation>
    </message>
    <message>
        <source>assault, deception, stealth, occult, social or transport.</source>
        <translation>assault（突击）、deception（欺瞒）、stealth（隐匿）、occult（神秘学）、social（社交）或 transport（运输）。</translation>
    </message>
    <message>
        <source>PLAN</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>The plan&apos;s detail.</source>
        <translation>计划的细节。</translation>
    </message>
    <message>
        <source>A character&apos;s load: CHARACTER=light|normal|heavy (repeat).</source>
        <translation>角色的负重：CHARACTER=light|normal|heavy（可重复指定）。</translation>
    </message>
    <message>
        <source>ID=LEVEL</source>
        <translation>ID=LEVEL</translation>
    </message>
    <message>
        <source>An engagement modifier of the rule pack (repeat).</source>
        <translation>规则包中的一项交战检定修正（可重复指定）。</translation>
    </message>
    <message>
        <source>Dice from claims and abilities that fit the plan.</source>
        <translation>符合计划的据点与能力所提供的骰子。</translation>
    </message>
    <message>
        <source>success, failure or given_up.</source>
        <translation>success（成功）、failure（失败）或 given_up（放弃）。</translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>The payoff band: minor_job, small_job, standard_score, big_score, major_score.</source>
        <translation>收益档次：minor_job（零星小活）、small_job（小案子）、standard_score（标准作案）、big_score（大型作案）、major_score（重大作案）。</translation>
    </message>
    <message>
        <source>BAND</source>
        <translation>档次</translation>
    </message>
    <message>
        <source>Coin from claims, or above a 10+ band.</source>
        <translation>来自据点的钱币，或超出 10+ 档次的部分。</translation>
    </message>
    <message>
        <source>Completely quiet: no one knows; no rep.</source>
        <translation>完全保密：无人知晓；不获得声望。</translation>
    </message>
    <message>
        <source>Hand payoff coin to a character: ID=N (repeat); the rest goes to the crew.</source>
        <translation>将收益钱币分给角色：ID=N（可重复指定）；其余归帮派。</translation>
    </message>
    <message>
        <source>ID=N</source>
        <translation>ID=N</translation>
    </message>
    <message>
        <source>The heat profile: smooth_quiet, contained, loud_chaotic, wild.</source>
        <translation>张扬程度：smooth_quiet（平顺安静）、contained（尚可控制）、loud_chaotic（喧闹混乱）、wild（失控狂乱）。</translation>
    </message>
    <message>
        <source>PROFILE</source>
        <translation>张扬程度</translation>
    </message>
    <message>
        <source>A high-profile or well-connected target (+1 heat).</source>
        <translation>高知名度或人脉广的目标（热度 +1）。</translation>
    </message>
    <message>
        <source>On hostile turf (+1 heat).</source>
        <translation>在敌对地盘上（热度 +1）。</translation>
    </message>
    <message>
        <source>Killing was involved (+2 heat).</source>
        <translation>涉及杀人（热度 +2）。</translation>
    </message>
    <message>
        <source>Other heat: Cover Operation −2 …</source>
        <translation>其他热度：掩护生意 −2 …</translation>
    </message>
    <message>
        <source>A faction helped or hurt: ID=+1, ID=-1, ID=-2 (repeat).</source>
        <translation>受到帮助或损害的派系：ID=+1、ID=-1、ID=-2（可重复指定）。</translation>
    </message>
    <message>
        <source>under way</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>要写入的 PDF 文件。</translation>
    </message>
    <message>
        <source>Language of the sheets: en, zh_TW or zh_CN.</source>
        <translation>表单的语言：en、zh_TW 或 zh_CN。</translation>
    </message>
    <message>
        <source>Paper size: a4 (the default) or letter.</source>
        <translation>纸张大小：a4（默认）或 letter。</translation>
    </message>
    <message>
        <source>PAPER</source>
        <translation>纸张</translation>
    </message>
    <message>
        <source>A player handout: leave out faction notes and hidden clocks.</source>
        <translation>玩家讲义：略去派系笔记与隐藏的进度钟。</translation>
    </message>
    <message>
        <source>With crew:ID, every member&apos;s sheet after the crew&apos;s.</source>
        <translation>搭配 crew:ID 时，在帮派表单后附上每位成员的表单。</translation>
    </message>
    <message>
        <source>export-pdf needs a graphical application object; run it as sheetwright-cli.</source>
        <translation>export-pdf 需要图形应用程序对象；请以 sheetwright-cli 运行。</translation>
    </message>
    <message>
        <source>Name the PDF to write with -o FILE.</source>
        <translation>请用 -o FILE 指定要写入的 PDF。</translation>
    </message>
    <message>
        <source>Unknown paper &quot;%1&quot;; use a4 or letter.</source>
        <translation>未知的纸张“%1”；请用 a4 或 letter。</translation>
    </message>
    <message>
        <source>CAMPAIGN SHEET… -o OUT.pdf [--lang L] [--paper a4|letter] [--handout] [--with-members]</source>
        <translation>战役 表单… -o OUT.pdf [--lang L] [--paper a4|letter] [--handout] [--with-members]</translation>
    </message>
    <message>
        <source>Sheet kinds: %1</source>
        <translation>卡的种类：%1</translation>
    </message>
    <message>
        <source>Pack: %1 %2 (%3)</source>
        <translation>规则包：%1 %2（%3）</translation>
    </message>
    <message>
        <source>user pack</source>
        <translation>用户规则包</translation>
    </message>
    <message>
        <source>List the game systems: the kinds of sheet each keeps and its packs.</source>
        <translation>列出游戏系统：每个系统的卡的种类与规则包。</translation>
    </message>
    <message>
        <source>The pack or house-rules profile the campaign plays with (sheetwright-cli systems lists them).</source>
        <translation>战役所用的规则包或房规配置（sheetwright-cli systems 会列出）。</translation>
    </message>
    <message>
        <source>No game system has a pack &quot;%1&quot; (see sheetwright-cli systems).</source>
        <translation>没有任何游戏系统有规则包“%1”（见 sheetwright-cli systems）。</translation>
    </message>
    <message>
        <source>FILE [--pack ID]</source>
        <translation>文件 [--pack 代号]</translation>
    </message>
    <message>
        <source>The campaign could not be read: %1</source>
        <translation>无法读取战役：%1</translation>
    </message>
    <message>
        <source>Not undone: %1</source>
        <translation>未撤销：%1</translation>
    </message>
    <message>
        <source>Not redone: %1</source>
        <translation>未重做：%1</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>未做任何改动。</translation>
    </message>
    <message>
        <source>The dice given with --rolled are fewer than this roll needs; nothing was changed.</source>
        <translation>--rolled 给的骰子比这次掷骰需要的少；没有任何改动。</translation>
    </message>
    <message>
        <source>Fate: exact odds of fail, tie, success and style (every difficulty -4 to +8 without one).</source>
        <translation>命运：失败、平手、成功与绝妙成功的精确概率（未指定难度时列出 -4 到 +8 的每个难度）。</translation>
    </message>
    <message>
        <source>Fate: roll 4dF with a skill; the same seed gives the same dice.</source>
        <translation>命运：以技能掷 4dF；相同的种子掷出相同的骰子。</translation>
    </message>
    <message>
        <source>A sheet is named KIND:ID, where KIND is one of: %1.</source>
        <translation>卡以“种类:ID”指名，种类为下列之一：%1。</translation>
    </message>
    <message>
        <source>Only sheets of this kind (the command &quot;systems&quot; lists them).</source>
        <translation>只列出这一种类的卡（命令 &quot;systems&quot; 列出所有种类）。</translation>
    </message>
    <message>
        <source>List the campaign&apos;s sheets.</source>
        <translation>列出战役中的所有卡。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a sheet to print: use one of %2.</source>
        <translation>“%1”不是可打印的卡：请用下列之一：%2。</translation>
    </message>
    <message>
        <source>A GM override: let the edit break the rules it breaks, for this reason.</source>
        <translation>GM 裁定：以此理由让这项修改越过它违反的规则。</translation>
    </message>
    <message>
        <source>REASON</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>character:ID or crew:ID</source>
        <translation>character:ID 或 crew:ID</translation>
    </message>
    <message>
        <source>What to change, and its values.</source>
        <translation>要修改的项目与其数值。</translation>
    </message>
    <message>
        <source>Character verbs:</source>
        <translation>角色卡的动词：</translation>
    </message>
    <message>
        <source>Crew verbs:</source>
        <translation>帮派卡的动词：</translation>
    </message>
    <message>
        <source>Edit a character:ID or a crew:ID.</source>
        <translation>请修改 character:ID 或 crew:ID。</translation>
    </message>
    <message>
        <source>Unknown verb or wrong values for &quot;%1&quot;; the verbs of a %2 are:</source>
        <translation>未知的动词或“%1”的数值有误；%2 的动词有：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; wants: %2</source>
        <translation>“%1”需要：%2</translation>
    </message>
    <message>
        <source>CAMPAIGN character:ID|crew:ID VERB [VALUES…] [--override REASON]</source>
        <translation>CAMPAIGN character:ID|crew:ID VERB [VALUES…] [--override 理由]</translation>
    </message>
    <message>
        <source>Nothing was imported; %1 was not made.</source>
        <translation>没有导入任何内容；未创建 %1。</translation>
    </message>
    <message>
        <source>The GM picks one: downtime choose CAMPAIGN DOWNTIME %1.</source>
        <translation>由 GM 挑选其一：downtime choose CAMPAIGN DOWNTIME %1。</translation>
    </message>
    <message>
        <source>--crew reads CAMPAIGN:ID, e.g. table.sheetwright:1.</source>
        <translation>--crew 的格式为 CAMPAIGN:ID，例如 table.sheetwright:1。</translation>
    </message>
    <message>
        <source>At war: Tier %1 (Tier %2 when the war ends).</source>
        <translation>战争中：层级 %1（战争结束时为层级 %2）。</translation>
    </message>
    <message>
        <source>Acquire asset, incarceration: the tier of this crew (CAMPAIGN:ID), at war the war&apos;s.</source>
        <translation>获取资产、监禁：使用此帮派（CAMPAIGN:ID）的层级，战争中为战时层级。</translation>
    </message>
    <message>
        <source>CAMPAIGN:ID</source>
        <translation>CAMPAIGN:ID</translation>
    </message>
    <message>
        <source>Meshal: the exact chance of beating each difficulty.</source>
        <translation>Meshal：超过各难度的精确概率。</translation>
    </message>
    <message>
        <source>Meshal: roll in the rulebook&apos;s notation (强壮+3🎲, 6🎲+); the same seed gives the same dice.</source>
        <translation>Meshal：以手册记法投骰（强壮+3🎲、6🎲+）；同一种子得到相同骰子。</translation>
    </message>
    <message>
        <source>Meshal: an attack in the rulebook&apos;s notation against protections; with --sheet its dice are removed.</source>
        <translation>Meshal：以手册记法的攻击对抗防护；加上 --sheet 时移除该角色卡的属性骰。</translation>
    </message>
    <message>
        <source>FILE (--hours N [--seed S] | --points A=N,… | --full)</source>
        <translation>文件 (--hours N [--seed S] | --points A=N,… | --full)</translation>
    </message>
    <message>
        <source>Meshal: rest a sheet: each hour rolls the damaged attributes&apos; dice, up to the totals.</source>
        <translation>Meshal：让角色卡休息：每小时为受损属性投骰，恢复至多到属性总数。</translation>
    </message>
    <message>
        <source>FILE --name NAME [--species ID]</source>
        <translation>文件 --name 姓名 [--species ID]</translation>
    </message>
    <message>
        <source>Meshal: write a new sheet (3/3/3, 36 Talent) to FILE, a species from the example content.</source>
        <translation>Meshal：将新角色卡（3/3/3、36 点潜能）写入文件，种族取自范例内容。</translation>
    </message>
    <message>
        <source>Meshal Lite: exact odds, d6 rolls, damage and rest (see meshal --help).</source>
        <translation>Meshal Lite：精确概率、六面骰投骰、伤害与休息（见 meshal --help）。</translation>
    </message>
    <message>
        <source>%1: each line is a name and a password.</source>
        <translation>%1：每一行是一个名称和一个密码。</translation>
    </message>
    <message>
        <source>Not a shared campaign&apos;s address (postgresql://USER@HOST/DATABASE): %1</source>
        <translation>这不是共享战役的地址（postgresql://用户@主机/数据库）：%1</translation>
    </message>
    <message>
        <source>The players&apos; names, separated by commas.</source>
        <translation>玩家的名称，用逗号分隔。</translation>
    </message>
    <message>
        <source>NAMES</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Read the passwords from a file (a name and a password on each line; &quot;gm&quot; for the GM) instead of making them up.</source>
        <translation>从文件读取密码（每行一个名称和一个密码；GM 用“gm”），而不自动生成。</translation>
    </message>
    <message>
        <source>The roles could not be made: %1</source>
        <translation>无法创建账号：%1</translation>
    </message>
    <message>
        <source>The shared campaign is ready. Its roles and passwords, shown this once:</source>
        <translation>共享战役已就绪。以下账号和密码只显示这一次：</translation>
    </message>
    <message>
        <source>(from the file)</source>
        <translation>（取自文件）</translation>
    </message>
    <message>
        <source>The sheet could not be given to %1: %2</source>
        <translation>无法将这张卡交给 %1：%2</translation>
    </message>
    <message>
        <source>ADDRESS [--players NAMES] [--passwords FILE]</source>
        <translation>地址 [--players 名称] [--passwords 文件]</translation>
    </message>
    <message>
        <source>Make an empty PostgreSQL database a shared campaign, with a role for the GM and each player.</source>
        <translation>把一个空的 PostgreSQL 数据库设为共享战役，并为 GM 和每位玩家各创建一个账号。</translation>
    </message>
    <message>
        <source>ADDRESS KIND:ID PLAYER</source>
        <translation>地址 KIND:ID 玩家</translation>
    </message>
    <message>
        <source>Let a player write a sheet of a shared campaign.</source>
        <translation>让一位玩家可以修改共享战役中的一张卡。</translation>
    </message>
    <message>
        <source>The campaign could not be copied: %1</source>
        <translation>无法复制战役：%1</translation>
    </message>
    <message>
        <source>CAMPAIGN ADDRESS</source>
        <translation>战役 地址</translation>
    </message>
    <message>
        <source>Copy a campaign file whole (sheets, journal, rolls) into a shared campaign made by server init.</source>
        <translation>把整个战役文件（卡、日志、掷骰）复制到由 server init 创建的共享战役。</translation>
    </message>
    <message>
        <source>ADDRESS FILE</source>
        <translation>地址 文件</translation>
    </message>
    <message>
        <source>Copy a shared campaign whole into a new campaign file.</source>
        <translation>把整个共享战役复制成一个新的战役文件。</translation>
    </message>
    <message>
        <source>CAMPAIGN FILE.fari.json [--allow-violations]</source>
        <translation>CAMPAIGN FILE.fari.json [--allow-violations]</translation>
    </message>
    <message>
        <source>Fate: import a character exported from Fari (the campaign is made if missing).</source>
        <translation>命运：导入从 Fari 导出的角色（战役不存在时会创建）。</translation>
    </message>
    <message>
        <source>CAMPAIGN ID OUT.fari.json</source>
        <translation>CAMPAIGN ID OUT.fari.json</translation>
    </message>
    <message>
        <source>Fate: export a character as Fari&apos;s character JSON.</source>
        <translation>命运：将角色导出为 Fari 的角色 JSON。</translation>
    </message>
    <message>
        <source>Fate: absorb a hit with stress boxes and consequences (one undo step).</source>
        <translation>命运：以压力格与后果吸收打击（一个撤销步骤）。</translation>
    </message>
    <message>
        <source>CAMPAIGN ID --aspect TEXT [--owner ID] [--free [--holder NAME]]</source>
        <translation>CAMPAIGN ID --aspect TEXT [--owner ID] [--free [--holder NAME]]</translation>
    </message>
    <message>
        <source>Fate: pay for an invoke: a fate point (owed to the owner when hostile) or a free invoke.</source>
        <translation>命运：支付援引：一点命运点（敌对援引时归形象拥有者，场景后发放）或一次免费援引。</translation>
    </message>
    <message>
        <source>CAMPAIGN ID [--consequences N] [--opponent-rolled]</source>
        <translation>CAMPAIGN ID [--consequences N] [--opponent-rolled]</translation>
    </message>
    <message>
        <source>Fate: concede before the opponent rolls; the fate points are owed until the end.</source>
        <translation>命运：在对手掷骰前让步；命运点于结束时发放。</translation>
    </message>
    <message>
        <source>CAMPAIGN ID</source>
        <translation>CAMPAIGN ID</translation>
    </message>
    <message>
        <source>Fate: pay out the fate points owed after the scene.</source>
        <translation>命运：发放场景后应得的命运点。</translation>
    </message>
    <message>
        <source>Fate Condensed: exact odds, 4dF rolls, Fari import and export (see fate --help).</source>
        <translation>命运浓缩版：精确概率、4dF 掷骰、Fari 导入与导出（见 fate --help）。</translation>
    </message>
    <message>
        <source>[--challenge N] [--modifier N] [--tilt N] [--level N] [--cheer N] [--fixed-dice N]</source>
        <translation>[--challenge N] [--modifier N] [--tilt N] [--level N] [--cheer N] [--fixed-dice N]</translation>
    </message>
    <message>
        <source>Soul Hunter: the exact chance of each CAT of a 2D10 check.</source>
        <translation>狩魂者：2D10检定每个CAT的精确概率。</translation>
    </message>
    <message>
        <source>Soul Hunter: roll a 2D10 check; the same seed gives the same dice.</source>
        <translation>狩魂者：掷一次2D10检定；相同种子掷出相同骰子。</translation>
    </message>
    <message>
        <source>--attack N --defence N [--counter] [--late]</source>
        <translation>--attack N --defence N [--counter] [--late]</translation>
    </message>
    <message>
        <source>Soul Hunter: a parry or a counter against an attack (ties, a lower counter counts as 0).</source>
        <translation>狩魂者：对攻击进行格挡或反制（平手规则；低于攻击值的反制视为0）。</translation>
    </message>
    <message>
        <source>CAMPAIGN --name NAME [--physique N] [--wisdom N] [--soul N] [--mark TYPE]…</source>
        <translation>战役 --name 名称 [--physique N] [--wisdom N] [--soul N] [--mark 类型]…</translation>
    </message>
    <message>
        <source>Soul Hunter: add a new character to a campaign (made when missing).</source>
        <translation>狩魂者：在战役中新增角色（战役不存在时创建）。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] [--lingshi N] [--skill ID=N]… [--power NAME] [--power-tag TEXT]… [--flaw TEXT]… [--trait TEXT]… [--learn PACK:ID]… [--prepare NAME]… [--play]</source>
        <translation>战役 [--sheet ID] [--lingshi N] [--skill ID=N]… [--power 名称] [--power-tag 文字]… [--flaw 文字]… [--trait 文字]… [--learn 内容包:ID]… [--prepare 名称]… [--play]</translation>
    </message>
    <message>
        <source>Soul Hunter: write on a character&apos;s sheet; refused when the result breaks a rule.</source>
        <translation>狩魂者：在角色卡上填写；结果违反规则时拒绝。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID]</source>
        <translation>战役 [--sheet ID]</translation>
    </message>
    <message>
        <source>Soul Hunter: check the campaign&apos;s characters against its rules; list every broken rule and missing setting.</source>
        <translation>狩魂者：依战役的规则检查其角色；列出每条违反的规则与缺少的设定。</translation>
    </message>
    <message>
        <source>CAMPAIGN [KEY (VALUE | --clear)]</source>
        <translation>战役 [键 (值 | --clear)]</translation>
    </message>
    <message>
        <source>Soul Hunter: list the campaign&apos;s settings, or fill one in from your rulebook.</source>
        <translation>狩魂者：列出战役的设定，或依你的规则书填写一项。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] --amount N [--non-lethal] [--how TEXT]</source>
        <translation>战役 [--sheet ID] --amount N [--non-lethal] [--how 文字]</translation>
    </message>
    <message>
        <source>Soul Hunter: a character takes damage (Disintegration slashes past max HP).</source>
        <translation>狩魂者：角色承受损伤（达HP上限后在解体护符上划斩痕）。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] --action flashback|empower|cheer|destiny [--x N] [--cost N] [--levels L,…] [--anxiety N] [--initial]</source>
        <translation>战役 [--sheet ID] --action flashback|empower|cheer|destiny [--x N] [--cost N] [--levels L,…] [--anxiety N] [--initial]</translation>
    </message>
    <message>
        <source>Soul Hunter: a style action paid with SP and anxiety.</source>
        <translation>狩魂者：以SP与焦虑支付的时髦动作。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] --sp N [--initial]</source>
        <translation>战役 [--sheet ID] --sp N [--initial]</translation>
    </message>
    <message>
        <source>Soul Hunter: spend SP to remove as much anxiety.</source>
        <translation>狩魂者：消耗SP，消除等量的焦虑。</translation>
    </message>
    <message>
        <source>Soul Hunter: the next scene (MP, SP, FP back, damage removed).</source>
        <translation>狩魂者：进入下个场景（恢复MP、SP、FP，消除损伤）。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] (--start | --end)</source>
        <translation>战役 [--sheet ID] (--start | --end)</translation>
    </message>
    <message>
        <source>Soul Hunter: enter or end an interlude.</source>
        <translation>狩魂者：进入或结束间章。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] (--award N | --spend KIND)</source>
        <translation>战役 [--sheet ID] (--award N | --spend 种类)</translation>
    </message>
    <message>
        <source>Soul Hunter: award XP, or spend it in an interlude (growth_kp, growth_sp, growth_fortune, remove_jieti, remove_shige).</source>
        <translation>狩魂者：给予XP，或在间章花费XP（growth_kp、growth_sp、growth_fortune、remove_jieti、remove_shige）。</translation>
    </message>
    <message>
        <source>CAMPAIGN --name NAME --tag TEXT… [--known I,…]</source>
        <translation>战役 --name 名称 --tag 文字… [--known I,…]</translation>
    </message>
    <message>
        <source>Soul Hunter: the GM adds a Sin with 1 to 3 obsession tags.</source>
        <translation>狩魂者：GM新增一个拥有1~3个执念标签的罪孽。</translation>
    </message>
    <message>
        <source>CAMPAIGN --sin ID --cat N [--up I,…] [--down I,…] [--method TEXT] [--after-roll] [--used-this-round]</source>
        <translation>战役 --sin ID --cat N [--up I,…] [--down I,…] [--method 文字] [--after-roll] [--used-this-round]</translation>
    </message>
    <message>
        <source>Soul Hunter: activate a Sin&apos;s known obsession tags on a check, CAT ±1 each.</source>
        <translation>狩魂者：在检定中激活罪孽的已知执念标签，每个使CAT±1。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--import FILE | --export ID --out OUT]</source>
        <translation>战役 [--import 文件 | --export ID --out 输出]</translation>
    </message>
    <message>
        <source>Soul Hunter: the campaign&apos;s content packs (marks, soul weapons, ultimates, techniques, enchantments): list, import, export.</source>
        <translation>狩魂者：战役的内容包（灵能印记、灵魂武器、狩魂绝技、技艺、附魔）：列出、导入、导出。</translation>
    </message>
    <message>
        <source>Soul Hunter TRPG with the additional rules: exact odds, 2D10 checks, sheets in a campaign (see soulhunter --help).</source>
        <translation>狩魂者TRPG（追加规则）：精确概率、2D10检定、战役中的角色卡（见 soulhunter --help）。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--export OUT.json]</source>
        <translation>战役 [--export 输出.json]</translation>
    </message>
    <message>
        <source>Meshal: list the campaign&apos;s own species, features, abilities and items, or write them as a pack (import one with import).</source>
        <translation>Meshal：列出战役自己的种族、特征、能力与物品，或写成内容包（以 import 导入内容包）。</translation>
    </message>
    <message>
        <source>FIRST SECOND [--faces-first F --faces-second F | --seed S] [--progressive N [--max-rounds N]]</source>
        <translation>第一方 第二方 [--faces-first F --faces-second F | --seed S] [--progressive N [--max-rounds N]]</translation>
    </message>
    <message>
        <source>Meshal: a contest of two rolls (4🎲 against 3🎲+): the exact odds of each side and of a tie, then the roll.</source>
        <translation>Meshal：两方对抗投骰（4🎲 对 3🎲+）：先列出双方获胜与平手的确切概率，再投骰。</translation>
    </message>
    <message>
        <source>The campaign file.</source>
        <translation>战役文件。</translation>
    </message>
    <message>
        <source>One or more sheets or pages of any game system: %1.</source>
        <translation>任何游戏系统的一张或多张卡或页面：%1。</translation>
    </message>
    <message>
        <source>Print the sheets of any game system to a PDF (the sheets and pages: --help).</source>
        <translation>把任何游戏系统的卡打印成 PDF（可打印的卡与页面：见 --help）。</translation>
    </message>
    <message>
        <source>CAMPAIGN ID --shifts N [--track T] [--boxes 1,2] [--consequence SLOT=TEXT] [--by NAME] [--replaces N]</source>
        <translation>战役 代号 --shifts N [--track T] [--boxes 1,2] [--consequence 栏=文字] [--by 名字] [--replaces N]</translation>
    </message>
    <message>
        <source>CAMPAIGN [PACK_ID]</source>
        <translation>战役 [规则包代号]</translation>
    </message>
    <message>
        <source>Fate: list the Fate packs and profiles; with an id, the campaign plays with that one (one undo step).</source>
        <translation>命运：列出命运规则包与配置；给代号则战役改用该规则包（一个撤销步骤）。</translation>
    </message>
    <message>
        <source>Fate: start of session, every character&apos;s fate points rise to their refresh (one undo step).</source>
        <translation>命运：游戏开始，每个角色的命运点补到其重振值（一个撤销步骤）。</translation>
    </message>
    <message>
        <source>Fate: end of scene, stress and boosts clear, owed fate points are paid (one undo step).</source>
        <translation>命运：场景结束，清除压力与推助，发放应得的命运点（一个撤销步骤）。</translation>
    </message>
    <message>
        <source>odds|roll|import|export|hit|invoke|concede|payout|pack|session-start|end-scene [OPTIONS]</source>
        <translation>odds|roll|import|export|hit|invoke|concede|payout|pack|session-start|end-scene [选项]</translation>
    </message>
    <message>
        <source>Pencil edits of a character or crew sheet, as on the sheet: stress, harm, healing, XP, advances, coin, stash, load, items, tier, hold …</source>
        <translation>像在卡上一样修改角色卡或帮派卡：压力、伤害、治疗、经验、成长、钱币、私金、负重、道具、层级、凝聚……</translation>
    </message>
    <message>
        <source>Desperate roll: mark 1 XP on the action&apos;s attribute.</source>
        <translation>绝境检定：在该行动所属属性标记 1 点经验。</translation>
    </message>
    <message>
        <source>[--campaign FILE [--sheet ID] [--attribute A] [--skill ID] [--mark I] [--flaw I] [--grievous I] [--trait ±1] [--power-tag I[:N]] [--helper ID]…] [--challenge N] [--modifier N] [--tilt N] [--level N] [--cheer N] [--fixed-dice N] [--as parry|counter|hazard|resistance] [--reroll DICE] [--faces F | --seed S]</source>
        <translation>[--campaign FILE [--sheet ID] [--attribute A] [--skill ID] [--mark I] [--flaw I] [--grievous I] [--trait ±1] [--power-tag I[:N]] [--helper ID]…] [--challenge N] [--modifier N] [--tilt N] [--level N] [--cheer N] [--fixed-dice N] [--as parry|counter|hazard|resistance] [--reroll DICE] [--faces F | --seed S]</translation>
    </message>
    <message>
        <source>CAMPAIGN [--name NAME] [--tag TEXT]… [--remove-tag TEXT]… [--challenge N | --no-challenge]</source>
        <translation>战役 [--name 名称] [--tag 文字]… [--remove-tag 文字]… [--challenge N | --no-challenge]</translation>
    </message>
    <message>
        <source>Soul Hunter: the GM&apos;s current scene, its scene tags and the challenge value its checks start from.</source>
        <translation>狩魂者：GM 的当前场景、其场景标签，以及场景中检定的起始挑战值。</translation>
    </message>
    <message>
        <source>[--skill N] [--bonus N] [--difficulty N | --opposed N] [--pack ID | --campaign CAMPAIGN]</source>
        <translation>[--skill N] [--bonus N] [--difficulty N | --opposed N] [--pack ID | --campaign CAMPAIGN]</translation>
    </message>
    <message>
        <source>[--skill N] [--bonus N] [--difficulty N | --opposed N] [--action A] [--faces F | --seed S] [--log CAMPAIGN [--for ID]] [--pack ID]</source>
        <translation>[--skill N] [--bonus N] [--difficulty N | --opposed N] [--action A] [--faces F | --seed S] [--log CAMPAIGN [--for ID]] [--pack ID]</translation>
    </message>
    <message>
        <source>--dice N | --pool ROLL [--might N] [--energy N] [--spirit N] [--face] [--advantage N] [--disadvantage N] [--bearing] [--difficulty N]</source>
        <translation>--dice N | --pool ROLL [--might N] [--energy N] [--spirit N] [--face] [--advantage N] [--disadvantage N] [--bearing] [--difficulty N]</translation>
    </message>
    <message>
        <source>ROLL [--might N] [--energy N] [--spirit N] [--advantage N] [--disadvantage N] [--bearing] [--hold N] [--difficulty N] [--faces F | --seed S] [--campaign FILE [--secret]]</source>
        <translation>投骰 [--might N] [--energy N] [--spirit N] [--advantage N] [--disadvantage N] [--bearing] [--hold N] [--difficulty N] [--faces F | --seed S] [--campaign 文件 [--secret]]</translation>
    </message>
    <message>
        <source>ATTACK | --attacker FILE --weapon KEY [--attack N]; (--roll N | --faces F | --seed S) [--sheet FILE [--split A=N,…] | --physical N --erosion N --occult N --immune T,…] [--defence D --defence-points N]</source>
        <translation>攻击 | --attacker 文件 --weapon 键 [--attack N]；(--roll N | --faces F | --seed S) [--sheet 文件 [--split A=N,…] | --physical N --erosion N --occult N --immune T,…] [--defence D --defence-points N]</translation>
    </message>
    <message>
        <source>BEARER CREATURE [--already N]</source>
        <translation>背负者 被背负者 [--already N]</translation>
    </message>
    <message>
        <source>Meshal: may one sheet&apos;s creature bear another&apos;s (one at a time, no larger, rule 62); its halved speeds.</source>
        <translation>Meshal：一张角色卡的生物能否背负另一张的（每次一个、体型不大于自己，规则 62）；以及减半的移速。</translation>
    </message>
    <message>
        <source>odds|roll|contest|damage|rest|new|bear|content [OPTIONS]</source>
        <translation>odds|roll|contest|damage|rest|new|bear|content [选项]</translation>
    </message>
    <message>
        <source>CAMPAIGN (--scene | --sin ID) [--add NAME --kind KIND [--capacity N] | --remove I | --mark I [--note TEXT] | --clear I]</source>
        <translation>战役 (--scene | --sin ID) [--add 名称 --kind 种类 [--capacity N] | --remove I | --mark I [--note 文字] | --clear I]</translation>
    </message>
    <message>
        <source>Soul Hunter: the charms of the current scene or of a Sin: add, remove, mark or clear a slash (one undo step each).</source>
        <translation>狩魂者：当前场景或罪孽的护符：添加、移除、画下或清除斩痕（每项一个撤销步骤）。</translation>
    </message>
    <message>
        <source>odds|roll|defend|new|edit|validate|setting|damage|style|relieve|scene|interlude|XP|sin|obsession|gmscene|charm|content [OPTIONS]</source>
        <translation>odds|roll|defend|new|edit|validate|setting|damage|style|relieve|scene|interlude|xp|sin|obsession|gmscene|charm|content [选项]</translation>
    </message>
    <message>
        <source>The shared campaign could not be brought up to date (run this as the database&apos;s owner, the role that ran server init); nothing was changed: %1</source>
        <translation>无法更新共享战役（请以数据库所有者，也就是运行 server init 的账号运行）；未做任何改动：%1</translation>
    </message>
    <message>
        <source>The shared campaign is up to date with this build&apos;s rules.</source>
        <translation>共享战役已更新为此版本的规则。</translation>
    </message>
    <message>
        <source>Kinds whose GM rules changed: %1. Kept from the players again: %2 sheets, %3 journal entries.</source>
        <translation>GM 规则有改动的种类：%1。重新对玩家隐藏：%2 张卡、%3 条日志记录。</translation>
    </message>
    <message>
        <source>The rights of the GM&apos;s and the players&apos; roles were put again.</source>
        <translation>已重新设置 GM 和玩家账号的权限。</translation>
    </message>
    <message>
        <source>The campaign has no roles yet (server init makes them): no rights were put.</source>
        <translation>此战役尚无账号（由 server init 创建）：未设置任何权限。</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Bring a shared campaign made by an earlier build up to this build&apos;s rules and rights (as the database&apos;s owner; again changes nothing).</source>
        <translation>将旧版创建的共享战役更新为此版本的规则与权限（以数据库所有者身份运行；再运行一次不会有任何改动）。</translation>
    </message>
    <message>
        <source>init|assign|upgrade ADDRESS …</source>
        <translation>init|assign|upgrade 地址 …</translation>
    </message>
    <message>
        <source>Set up a shared campaign on a PostgreSQL server (server init, server assign, server upgrade).</source>
        <translation>在 PostgreSQL 服务器上设置共享战役（server init、server assign、server upgrade）。</translation>
    </message>
</context>
<context>
    <name>sw::fate::Fari</name>
    <message>
        <source>%1 held by %2</source>
        <translation>%2持有 %1 次</translation>
    </message>
    <message>
        <source>Free invokes on &quot;%1&quot;: %2</source>
        <translation>“%1”上的免费援引：%2</translation>
    </message>
    <message>
        <source>Stunt &quot;%1&quot;: +%2 to %3 when you %4 (Fari keeps only the stunt&apos;s words)</source>
        <translation>绝技“%1”：%4时以%3 +%2（Fari 只保存绝技的文字）</translation>
    </message>
    <message>
        <source>Stunt &quot;%1&quot; costs a fate point</source>
        <translation>绝技“%1”需花费命运点</translation>
    </message>
    <message>
        <source>Stunt &quot;%1&quot; lets %2 be used to %3</source>
        <translation>绝技“%1”让%2可用于%3</translation>
    </message>
    <message>
        <source>Consequence &quot;%1&quot;: made by %2; free invokes %3</source>
        <translation>后果“%1”：由%2造成；免费援引 %3</translation>
    </message>
    <message>
        <source>Boost: %1</source>
        <translation>推助：%1</translation>
    </message>
    <message>
        <source>Fate points owed after the scene: %1</source>
        <translation>场景后应得的命运点：%1</translation>
    </message>
    <message>
        <source>GM override of %1 (%2): %3</source>
        <translation>GM 覆盖 %1（%2）：%3</translation>
    </message>
    <message>
        <source>Skill steps saved for a major milestone: %1</source>
        <translation>保留到突破点的技能提升：%1</translation>
    </message>
    <message>
        <source>The character is still being made</source>
        <translation>角色仍在创角中</translation>
    </message>
    <message>
        <source>%1 / %2: %3</source>
        <translation>%1 / %2：%3</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>The skill %1 has the rating &quot;%2&quot;; a rating is a whole number from 0 to 12.</source>
        <translation>技能 %1 的等级是“%2”；等级须为 0 到 12 的整数。</translation>
    </message>
    <message>
        <source>%1 is %2; fate points are never below 0.</source>
        <translation>%1 为 %2；命运点不能低于 0。</translation>
    </message>
    <message>
        <source>%1 has the maximum %2; refresh is never below 0.</source>
        <translation>%1 的上限为 %2；重振不能低于 0。</translation>
    </message>
    <message numerus="yes">
        <source>%n box(es) marked</source>
        <translation>
            <numerusform>已标记 %n 格</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is not a JSON object (%1 at byte %2).</source>
        <translation>文件不是 JSON 对象（第 %2 字节：%1）。</translation>
    </message>
    <message>
        <source>an array or a value</source>
        <translation>是数组或单一值</translation>
    </message>
    <message>
        <source>The file is a Fari backup of many characters and scenes; export one character from Fari and import that.</source>
        <translation>这个文件是 Fari 的整体备份，含多个角色与场景；请从 Fari 导出单个角色后再导入。</translation>
    </message>
    <message>
        <source>The file is a Fari %1, not a character.</source>
        <translation>这个文件是 Fari 的 %1，不是角色。</translation>
    </message>
    <message>
        <source>The file is an old Fari character (version 1 or 2); open it in Fari once to update it, export it again, and import that.</source>
        <translation>这是旧版 Fari 角色（第 1 或 2 版）；请先在 Fari 打开一次以更新，重新导出后再导入。</translation>
    </message>
    <message>
        <source>The file has no pages of sections: it is not a Fari character.</source>
        <translation>文件没有含区块的页面：不是 Fari 角色。</translation>
    </message>
    <message>
        <source>Unnamed Fari character</source>
        <translation>未命名的 Fari 角色</translation>
    </message>
    <message>
        <source>Group: %1</source>
        <translation>分组：%1</translation>
    </message>
    <message>
        <source>Stress: box %1 of track %2 is marked; the sheet has %3 boxes there.</source>
        <translation>压力：第 %2 条压力轨的第 %1 格已标记；角色卡在那里只有 %3 格。</translation>
    </message>
</context>
<context>
    <name>sw::fate::FateCli</name>
    <message>
        <source>--%1 takes a whole number from %2 to %3.</source>
        <translation>--%1 须为 %2 到 %3 的整数。</translation>
    </message>
    <message>
        <source>The skill&apos;s rating (default 0).</source>
        <translation>技能等级（默认 0）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Fixed bonuses: stunts and +2 invokes (default 0).</source>
        <translation>固定加值：绝技与 +2 援引（默认 0）。</translation>
    </message>
    <message>
        <source>Against this difficulty only.</source>
        <translation>只列出这个难度。</translation>
    </message>
    <message>
        <source>Against an opposed roll with this rating and bonuses.</source>
        <translation>对上以此等级与加值掷骰的对抗。</translation>
    </message>
    <message>
        <source>against</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>opposed %1</source>
        <translation>对抗 %1</translation>
    </message>
    <message>
        <source>Cases: %1</source>
        <translation>情况数：%1</translation>
    </message>
    <message>
        <source>Hit: %1</source>
        <translation>打击：%1</translation>
    </message>
    <message>
        <source>Hit taken: %1</source>
        <translation>受到打击：%1</translation>
    </message>
    <message>
        <source>The difficulty (default 0).</source>
        <translation>难度（默认 0）。</translation>
    </message>
    <message>
        <source>The opposing roll&apos;s effort, instead of a difficulty.</source>
        <translation>对抗掷骰的成果，取代难度。</translation>
    </message>
    <message>
        <source>overcome (default), create_advantage, attack or defend.</source>
        <translation>overcome（克服，默认）、create_advantage（创造优势）、attack（攻击）或 defend（防御）。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>The dice as rolled at the table, e.g. 0+-+.</source>
        <translation>桌上掷出的骰子，例如 0+-+。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Seed for a roll that can be repeated.</source>
        <translation>随机种子，用于可重现的掷骰。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Give a difficulty or an opposed effort, not both.</source>
        <translation>请给难度或对抗成果，不可两者都给。</translation>
    </message>
    <message>
        <source>Unknown action &quot;%1&quot;; use overcome, create_advantage, attack or defend.</source>
        <translation>未知的行动“%1”；请用 overcome、create_advantage、attack 或 defend。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 up.</source>
        <translation>种子必须是大于或等于 0 的整数。</translation>
    </message>
    <message>
        <source>--faces takes four dice written with +, - and 0, e.g. 0+-+.</source>
        <translation>--faces 须为以 +、- 与 0 写成的四颗骰子，例如 0+-+。</translation>
    </message>
    <message>
        <source>An attack is rolled against the defender&apos;s effort: give --opposed.</source>
        <translation>攻击要对上防御者的成果：请给 --opposed。</translation>
    </message>
    <message>
        <source>Dice: %1 (%2)</source>
        <translation>骰子：%1（%2）</translation>
    </message>
    <message>
        <source>Effort: %1</source>
        <translation>成果：%1</translation>
    </message>
    <message>
        <source>Opposition: %1</source>
        <translation>对抗：%1</translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>难度：%1</translation>
    </message>
    <message>
        <source>Shifts: %1</source>
        <translation>档次：%1</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <translation>结果：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>种子：%1</translation>
    </message>
    <message>
        <source>The campaign has no Fate character %1.</source>
        <translation>战役中没有命运角色 %1。</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>没有任何更改。</translation>
    </message>
    <message>
        <source>%1: fate points %2, owed after the scene %3</source>
        <translation>%1：命运点 %2，场景后应得 %3</translation>
    </message>
    <message>
        <source>The hit&apos;s shifts.</source>
        <translation>打击的档次。</translation>
    </message>
    <message>
        <source>physical (default) or mental.</source>
        <translation>physical（物理，默认）或 mental（心灵）。</translation>
    </message>
    <message>
        <source>TRACK</source>
        <translation>TRACK</translation>
    </message>
    <message>
        <source>Stress boxes to mark, counted from 1 (e.g. 1,2).</source>
        <translation>要标记的压力格，从 1 起算（例如 1,2）。</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>A consequence to take: SLOT=TEXT (mild, moderate, severe…); may repeat.</source>
        <translation>承受的后果：SLOT=TEXT（mild 轻微、moderate 中度、severe 严重…）；可重复。</translation>
    </message>
    <message>
        <source>SLOT=TEXT</source>
        <translation>SLOT=TEXT</translation>
    </message>
    <message>
        <source>Who inflicted the hit: gets 1 free invoke on each consequence.</source>
        <translation>造成打击者：在每个后果上得到 1 次免费援引。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>--shifts takes a whole number from 1 up.</source>
        <translation>--shifts 须为 1 以上的整数。</translation>
    </message>
    <message>
        <source>%1 can absorb at most %2 on that track: taken out.</source>
        <translation>%1 在那条压力轨最多只能吸收 %2：被剔除。</translation>
    </message>
    <message>
        <source>%1 absorbs a hit of %2</source>
        <translation>%1 吸收 %2 档次的打击</translation>
    </message>
    <message>
        <source>The aspect invoked, as written.</source>
        <translation>被援引的形象，照写下的文字。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>The character whose aspect it is (default: the roller&apos;s own; another&apos;s is a hostile invoke).</source>
        <translation>形象所属的角色（默认为掷骰者自己；他人的形象即为敌对援引）。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Use a free invoke instead of a fate point.</source>
        <translation>使用免费援引而不花命运点。</translation>
    </message>
    <message>
        <source>Who holds the free invoke (default: the roller).</source>
        <translation>持有免费援引者（默认为掷骰者）。</translation>
    </message>
    <message>
        <source>%1 invokes %2</source>
        <translation>%1 援引 %2</translation>
    </message>
    <message>
        <source>Consequences taken in this conflict (default 0).</source>
        <translation>本次冲突承受的后果数（默认 0）。</translation>
    </message>
    <message>
        <source>The opponent has rolled already (too late to concede).</source>
        <translation>对手已经掷骰（来不及让步）。</translation>
    </message>
    <message>
        <source>Too late: a concession comes before the opponent rolls (rule 25).</source>
        <translation>太迟了：让步必须在对手掷骰之前（规则 25）。</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <translation>%1 让步</translation>
    </message>
    <message>
        <source>%1 is paid the owed fate points</source>
        <translation>%1 获发应得的命运点</translation>
    </message>
    <message>
        <source>(accepted by a GM override)</source>
        <translation>（已由 GM 裁定接受）</translation>
    </message>
    <message>
        <source>Import a character that breaks rules, listing the problems.</source>
        <translation>即使角色违反规则也导入，并列出问题。</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>没有导入任何东西。</translation>
    </message>
    <message>
        <source>not mapped:</source>
        <translation>未映射：</translation>
    </message>
    <message>
        <source>The character breaks rules; nothing was imported (see --allow-violations).</source>
        <translation>角色违反规则；没有导入任何东西（见 --allow-violations）。</translation>
    </message>
    <message>
        <source>Imported from Fari</source>
        <translation>从 Fari 导入</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Imported %1:%2</source>
        <translation>已导入 %1:%2</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>%1 is not a valid Fate character file.</source>
        <translation>%1 不是有效的命运角色文件。</translation>
    </message>
    <message>
        <source>%1: the sheet follows the rules.</source>
        <translation>%1：角色卡符合规则。</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>违反了 %n 条规则。</numerusform>
        </translation>
    </message>
    <message>
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <source>Logged in %1.</source>
        <translation>已记入 %1 的掷骰记录。</translation>
    </message>
    <message>
        <source>Write the roll to this campaign&apos;s roll log.</source>
        <translation>把这次掷骰写入此战役的掷骰记录。</translation>
    </message>
    <message>
        <source>CAMPAIGN</source>
        <translation>战役</translation>
    </message>
    <message>
        <source>With --log: the Fate character who rolls (default: the GM).</source>
        <translation>配合 --log：掷骰的命运角色（默认为 GM）。</translation>
    </message>
    <message>
        <source>Nothing to change.</source>
        <translation>没有要改变的。</translation>
    </message>
    <message>
        <source>No Fate pack &quot;%1&quot; in %2 loads.</source>
        <translation>%2 中没有可加载的命运规则包“%1”。</translation>
    </message>
    <message>
        <source>Play with the Fate pack %1</source>
        <translation>改用命运规则包 %1</translation>
    </message>
    <message>
        <source>A pack in %1 does not load: %2</source>
        <translation>%1 中有个规则包无法加载：%2</translation>
    </message>
    <message>
        <source>The campaign names the Fate pack &quot;%1&quot;, which this machine does not have; the built-in pack is used.</source>
        <translation>战役指定的命运规则包“%1”不在这台电脑上；改用内置规则包。</translation>
    </message>
    <message>
        <source>%1: fate points %2</source>
        <translation>%1：命运点 %2</translation>
    </message>
    <message>
        <source>Start of Session</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <source>%1: fate points %2, boosts %3</source>
        <translation>%1：命运点 %2，推助 %3</translation>
    </message>
    <message>
        <source>End of Scene</source>
        <translation>场景结束</translation>
    </message>
    <message>
        <source>With an extreme consequence: the aspect it replaces, counted from 1 (not the high concept).</source>
        <translation>承受极端后果时：它取代的形象，从 1 起算（不可是高概念）。</translation>
    </message>
    <message>
        <source>The Fate pack or profile whose words to use (see fate pack; default: the campaign&apos;s, else the built-in one).</source>
        <translation>使用哪个命运规则包或配置的用语（见 fate pack；默认为战役所用的，否则为内置规则包）。</translation>
    </message>
    <message>
        <source>The campaign plays with the Fate pack %1 (%2); leave out --pack or name that one.</source>
        <translation>战役使用命运规则包 %1（%2）；请省略 --pack 或指定该规则包。</translation>
    </message>
    <message>
        <source>Use the words of the Fate pack this campaign plays with.</source>
        <translation>使用这个战役所用命运规则包的用语。</translation>
    </message>
</context>
<context>
    <name>sw::meshal::MeshalCli</name>
    <message>
        <source>--%1 takes a whole number from %2 to %3.</source>
        <translation>--%1 须为 %2 至 %3 的整数。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 up.</source>
        <translation>种子须为 0 以上的整数。</translation>
    </message>
    <message>
        <source>The roller&apos;s current Might dice (default 0).</source>
        <translation>投骰者现有的强壮骰（默认 0）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The roller&apos;s current Energy dice (default 0).</source>
        <translation>投骰者现有的活力骰（默认 0）。</translation>
    </message>
    <message>
        <source>The roller&apos;s current Spirit dice (default 0).</source>
        <translation>投骰者现有的精神骰（默认 0）。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Meshal sheet: %2</source>
        <translation>%1 不是 Meshal 角色卡：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read the roll &quot;%1&quot;: %2</source>
        <translation>无法读取投骰「%1」：%2</translation>
    </message>
    <message>
        <source>How many dice (1 to 20).</source>
        <translation>骰子颗数（1 至 20）。</translation>
    </message>
    <message>
        <source>The roll in the rulebook&apos;s notation, e.g. 强壮+3🎲.</source>
        <translation>以手册记法写的投骰，例如 强壮+3🎲。</translation>
    </message>
    <message>
        <source>ROLL</source>
        <translation>投骰</translation>
    </message>
    <message>
        <source>A face-total roll (🎲+) instead of points.</source>
        <translation>以骰面总和（🎲+）代替点数。</translation>
    </message>
    <message>
        <source>Advantages: one more die each.</source>
        <translation>优势：每个多投一颗骰子。</translation>
    </message>
    <message>
        <source>Disadvantages: one die fewer each (at least one die is rolled).</source>
        <translation>劣势：每个少投一颗骰子（至少投出一颗）。</translation>
    </message>
    <message>
        <source>Against this difficulty only.</source>
        <translation>只计算此难度。</translation>
    </message>
    <message>
        <source>Odds are counted for at most %1 dice.</source>
        <translation>概率最多计算 %1 颗骰子。</translation>
    </message>
    <message>
        <source>Dice: %1 (%2)</source>
        <translation>骰数：%1（%2）</translation>
    </message>
    <message>
        <source>Mean: %1</source>
        <translation>平均：%1</translation>
    </message>
    <message>
        <source>Above</source>
        <translation>大于</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Cases: %1</source>
        <translation>情况数：%1</translation>
    </message>
    <message>
        <source>Hold back: roll at most this many dice (at least one).</source>
        <translation>留手：最多投出这么多颗骰子（至少一颗）。</translation>
    </message>
    <message>
        <source>Succeed only above this difficulty.</source>
        <translation>结果须大于此难度才算成功。</translation>
    </message>
    <message>
        <source>The dice as rolled at the table, e.g. 3,1,2,6.</source>
        <translation>桌上实际掷出的骰子，例如 3,1,2,6。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Seed for a roll that can be repeated.</source>
        <translation>可重现投骰的种子。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>--faces takes %1 dice from 1 to 6, e.g. 3,1,2,6.</source>
        <translation>--faces 须为 %1 颗 1 至 6 的骰子，例如 3,1,2,6。</translation>
    </message>
    <message>
        <source>Dice rolled: %1</source>
        <translation>投出骰数：%1</translation>
    </message>
    <message>
        <source>Faces: %1</source>
        <translation>骰面：%1</translation>
    </message>
    <message>
        <source>Result: %1 (%2)</source>
        <translation>结果：%1（%2）</translation>
    </message>
    <message>
        <source>Difficulty %1: success</source>
        <translation>难度 %1：成功</translation>
    </message>
    <message>
        <source>Difficulty %1: failure</source>
        <translation>难度 %1：失败</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>种子：%1</translation>
    </message>
    <message>
        <source>%1 dice: %2 → %3 (total %4)</source>
        <translation>%1骰：%2 → %3（总数 %4）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Conscious again</source>
        <translation>恢复清醒</translation>
    </message>
    <message>
        <source>The attack roll&apos;s result.</source>
        <translation>攻击投骰的结果。</translation>
    </message>
    <message>
        <source>The attack&apos;s dice as rolled at the table, e.g. 3,1,2,6.</source>
        <translation>桌上实际掷出的攻击骰，例如 3,1,2,6。</translation>
    </message>
    <message>
        <source>The defender&apos;s sheet file: its protections count and its dice are removed.</source>
        <translation>受击者的角色卡文件：计入其防护并移除其属性骰。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Where the damage goes when the attack names several attributes, e.g. might=1,spirit=2.</source>
        <translation>攻击指定多项属性时伤害的分配，例如 might=1,spirit=2。</translation>
    </message>
    <message>
        <source>A=N,…</source>
        <translation>A=N,…</translation>
    </message>
    <message>
        <source>The defender&apos;s physical protection (without --sheet).</source>
        <translation>受击者的物理防护（未给 --sheet 时）。</translation>
    </message>
    <message>
        <source>The defender&apos;s erosion protection (without --sheet).</source>
        <translation>受击者的侵蚀防护（未给 --sheet 时）。</translation>
    </message>
    <message>
        <source>The defender&apos;s occult protection (without --sheet).</source>
        <translation>受击者的灵异防护（未给 --sheet 时）。</translation>
    </message>
    <message>
        <source>Attack types the defender is immune to: physical, erosion, occult, raw.</source>
        <translation>受击者免疫的攻击类型：physical（物理）、erosion（侵蚀）、occult（灵异）、raw（真实）。</translation>
    </message>
    <message>
        <source>T,…</source>
        <translation>T,…</translation>
    </message>
    <message>
        <source>The defence chosen after the roll: parry, dodge or resist.</source>
        <translation>看过攻击投骰后选择的防御：parry（格挡）、dodge（闪避）或 resist（抵抗）。</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>The defence roll&apos;s points.</source>
        <translation>防御投骰的点数。</translation>
    </message>
    <message>
        <source>Cannot read the attack &quot;%1&quot;: %2</source>
        <translation>无法读取攻击「%1」：%2</translation>
    </message>
    <message>
        <source>Unknown defence &quot;%1&quot;; use parry, dodge or resist.</source>
        <translation>未知的防御「%1」；请用 parry、dodge 或 resist。</translation>
    </message>
    <message>
        <source>An unconscious character cannot defend.</source>
        <translation>昏迷的角色无法防御。</translation>
    </message>
    <message>
        <source>This attack cannot be met with that defence.</source>
        <translation>此攻击不可用该防御应对。</translation>
    </message>
    <message>
        <source>Attack roll: %1</source>
        <translation>攻击投骰：%1</translation>
    </message>
    <message>
        <source>Miss: a roll of 0 never hits.</source>
        <translation>未命中：投骰结果为 0 的攻击不会命中。</translation>
    </message>
    <message>
        <source>No effect: immune to every type of the attack.</source>
        <translation>无效：免疫此攻击的所有类型。</translation>
    </message>
    <message>
        <source>Protection: %1</source>
        <translation>防护：%1</translation>
    </message>
    <message>
        <source>Damage: %1</source>
        <translation>伤害：%1</translation>
    </message>
    <message>
        <source>Solid defence</source>
        <translation>完全防御</translation>
    </message>
    <message>
        <source>--split takes attribute=dice pairs, e.g. might=1,spirit=2.</source>
        <translation>--split 须为「属性=骰数」，例如 might=1,spirit=2。</translation>
    </message>
    <message>
        <source>The split must give all %1 damage to the attributes the attack names.</source>
        <translation>分配须把全部 %1 点伤害分给攻击指定的属性。</translation>
    </message>
    <message>
        <source>Full hours of rest (each rolls the damaged attributes&apos; dice).</source>
        <translation>休息的整小时数（每小时为受损属性投骰）。</translation>
    </message>
    <message>
        <source>One hour with the points already rolled, e.g. spirit=3.</source>
        <translation>一小时休息，点数已掷出，例如 spirit=3。</translation>
    </message>
    <message>
        <source>A full rest: every die back.</source>
        <translation>充分休息：恢复所有属性骰。</translation>
    </message>
    <message>
        <source>Give one of --hours, --points or --full.</source>
        <translation>请给出 --hours、--points 或 --full 其中之一。</translation>
    </message>
    <message>
        <source>--points takes attribute=points pairs, e.g. spirit=3.</source>
        <translation>--points 须为「属性=点数」，例如 spirit=3。</translation>
    </message>
    <message>
        <source>%1: rolled %2, recovered %3</source>
        <translation>%1：掷出 %2，恢复 %3</translation>
    </message>
    <message>
        <source>Hour %1: %2 rolled %3, recovered %4</source>
        <translation>第 %1 小时：%2掷出 %3，恢复 %4</translation>
    </message>
    <message>
        <source>The character&apos;s name.</source>
        <translation>角色的姓名。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>A species of the example content (human, shengyong).</source>
        <translation>范例内容中的种族（human 人类、shengyong 圣俑）。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>A new sheet needs --name.</source>
        <translation>新角色卡需要 --name。</translation>
    </message>
    <message>
        <source>No species &quot;%1&quot; in the example content.</source>
        <translation>范例内容中没有种族「%1」。</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Import content pack %1</source>
        <translation>导入内容包 %1</translation>
    </message>
    <message>
        <source>Imported content pack %1: %2 new, %3 replaced.</source>
        <translation>已导入内容包 %1：新增 %2 项，替换 %3 项。</translation>
    </message>
    <message>
        <source>The pack is marked as an example: its entries show the format, they are not rules.</source>
        <translation>此内容包标示为示例：其条目示范格式，并非规则内容。</translation>
    </message>
    <message>
        <source>Write the campaign&apos;s content as a pack to FILE.</source>
        <translation>将战役的内容写成内容包至 FILE。</translation>
    </message>
    <message>
        <source>the first side wins</source>
        <translation>第一方获胜</translation>
    </message>
    <message>
        <source>the second side wins</source>
        <translation>第二方获胜</translation>
    </message>
    <message>
        <source>a tie: the rulebook leaves it to the host</source>
        <translation>平手：规则书未定义，由主持人裁定</translation>
    </message>
    <message>
        <source>The first side&apos;s dice as rolled at the table, e.g. 3,1,2,6.</source>
        <translation>第一方在桌上掷出的骰子，例如 3,1,2,6。</translation>
    </message>
    <message>
        <source>The second side&apos;s dice as rolled at the table.</source>
        <translation>第二方在桌上掷出的骰子。</translation>
    </message>
    <message>
        <source>A progressive contest: rounds until a total reaches this.</source>
        <translation>累加对抗：逐轮投骰，直至总和达到此数。</translation>
    </message>
    <message>
        <source>A progressive contest stops after this many rounds (default 20).</source>
        <translation>累加对抗在此轮数后停止（默认 20）。</translation>
    </message>
    <message>
        <source>First: %1 dice (%2); second: %3 dice (%4)</source>
        <translation>第一方：%1 颗骰子（%2）；第二方：%3 颗骰子（%4）</translation>
    </message>
    <message>
        <source>No side reached %1 in %2 rounds.</source>
        <translation>%2 轮内没有任何一方达到 %1。</translation>
    </message>
    <message>
        <source>Round %1: totals %2 and %3 (target %4)</source>
        <translation>第 %1 轮：总和 %2 与 %3（目标 %4）</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <translation>结果：%1</translation>
    </message>
    <message>
        <source>First wins: %1</source>
        <translation>第一方获胜：%1</translation>
    </message>
    <message>
        <source>Second wins: %1</source>
        <translation>第二方获胜：%1</translation>
    </message>
    <message>
        <source>Tie: %1</source>
        <translation>平手：%1</translation>
    </message>
    <message>
        <source>--%1 takes %2 dice from 1 to 6, e.g. 3,1,2,6.</source>
        <translation>--%1 需要 %2 颗 1 至 6 的骰子，例如 3,1,2,6。</translation>
    </message>
    <message>
        <source>First: %1 → %2</source>
        <translation>第一方：%1 → %2</translation>
    </message>
    <message>
        <source>Second: %1 → %2</source>
        <translation>第二方：%1 → %2</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 对难度 %2</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Kept in the roll log, secret: only the host sees it.</source>
        <translation>已记入投骰记录，暗投：只有主持人看得到。</translation>
    </message>
    <message>
        <source>Kept in the roll log.</source>
        <translation>已记入投骰记录。</translation>
    </message>
    <message>
        <source>Keep the roll in this campaign&apos;s roll log.</source>
        <translation>将这次投骰记入此战役的投骰记录。</translation>
    </message>
    <message>
        <source>A secret roll: on a shared campaign only the host sees it (needs --campaign).</source>
        <translation>暗投：在共享战役中只有主持人看得到（需要 --campaign）。</translation>
    </message>
    <message>
        <source>--secret keeps the roll in a campaign&apos;s log: give --campaign.</source>
        <translation>--secret 会把投骰记入战役的记录：请给出 --campaign。</translation>
    </message>
    <message>
        <source>%1 is not a valid Meshal character file.</source>
        <translation>%1 不是有效的 Meshal 角色文件。</translation>
    </message>
    <message>
        <source>(accepted by a GM override)</source>
        <translation>（已由 GM 裁定接受）</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>%1: the sheet follows the rules.</source>
        <translation>%1：角色卡符合规则。</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>违反 %n 条规则。</numerusform>
        </translation>
    </message>
    <message>
        <source>How many creatures the bearer carries already (default 0).</source>
        <translation>背负者已背负的生物数（默认 0）。</translation>
    </message>
    <message>
        <source>%1 cannot bear %2.</source>
        <translation>%1 无法背负 %2。</translation>
    </message>
    <message>
        <source>%1 bears %2.</source>
        <translation>%1 背负 %2。</translation>
    </message>
    <message>
        <source>%1: speed %2 → %3</source>
        <translation>%1：移速 %2 → %3</translation>
    </message>
    <message>
        <source>Both roll with %1 disadvantages (--bearing on meshal roll and meshal odds).</source>
        <translation>双方投骰皆有 %1 劣势（meshal roll 与 meshal odds 加上 --bearing）。</translation>
    </message>
    <message>
        <source>%1 is made for the pack &quot;%2&quot;, which is not Meshal Lite&apos;s.</source>
        <translation>%1 是为规则包「%2」所做，不是 Meshal Lite 的规则包。</translation>
    </message>
    <message>
        <source>%1 breaks the rules: %2</source>
        <translation>%1 违反规则：%2</translation>
    </message>
    <message>
        <source>The roller bears a creature or is borne: 3 disadvantages (rule 62).</source>
        <translation>投骰者背负生物或被背负：3 劣势（规则 62）。</translation>
    </message>
    <message>
        <source>Give the attack in the rulebook&apos;s notation, or --attacker and --weapon, not both.</source>
        <translation>请以手册记法写出攻击，或给出 --attacker 与 --weapon，不可两者皆给。</translation>
    </message>
    <message>
        <source>--weapon names an item on the attacker&apos;s sheet: give --attacker too.</source>
        <translation>--weapon 指的是攻击者角色卡上的物品：请一并给出 --attacker。</translation>
    </message>
    <message>
        <source>Attack with %1: %2</source>
        <translation>以%1攻击：%2</translation>
    </message>
    <message>
        <source>The attacker&apos;s sheet file: its weapon attacks and its dice roll.</source>
        <translation>攻击者的角色卡文件：以其武器攻击，并投其属性骰。</translation>
    </message>
    <message>
        <source>The one weapon the attack is made with (an item key on the attacker&apos;s sheet; rule 45).</source>
        <translation>发动攻击所用的那一件武器（攻击者角色卡上的物品键；规则 45）。</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Which of the weapon&apos;s attacks, from 1 (default 1).</source>
        <translation>武器的第几种攻击，从 1 起算（默认 1）。</translation>
    </message>
</context>
<context>
    <name>sw::print::CharacterPage</name>
    <message>
        <source>Scoundrel</source>
        <translation>恶徒</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>化名</translation>
    </message>
    <message>
        <source>Playbook</source>
        <translation>剧本</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>外貌</translation>
    </message>
    <message>
        <source>Heritage</source>
        <translation>血统</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>背景</translation>
    </message>
    <message>
        <source>Vice</source>
        <translation>恶习</translation>
    </message>
    <message>
        <source>Purveyor</source>
        <translation>供应者</translation>
    </message>
    <message>
        <source>Stress and trauma</source>
        <translation>压力与创伤</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>压力</translation>
    </message>
    <message>
        <source>Trauma</source>
        <translation>创伤</translation>
    </message>
    <message>
        <source>Harm</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>Need help</source>
        <translation>需要协助</translation>
    </message>
    <message>
        <source>-1d</source>
        <translation>-1 骰</translation>
    </message>
    <message>
        <source>Less effect</source>
        <translation>效果降低</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>治疗</translation>
    </message>
    <message>
        <source>Fill the clock to heal one level of harm.</source>
        <translation>填满治疗钟即可治愈一级伤害。</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>护甲</translation>
    </message>
    <message>
        <source>Friends and rivals</source>
        <translation>朋友与对手</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>经验</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>行动</translation>
    </message>
    <message>
        <source>Coin and stash</source>
        <translation>钱币与私金</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>私金</translation>
    </message>
    <message>
        <source>Lifestyle %1</source>
        <translation>生活水平 %1</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负重</translation>
    </message>
    <message>
        <source>Playbook items</source>
        <translation>剧本物品</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>At the end of each session, mark XP for each time you expressed your beliefs, drives, heritage or background, and struggled with your vice or traumas.</source>
        <translation>每次游戏结束时，若你展现了自己的信念、动机、血统或背景，或与恶习、创伤挣扎，就各标记经验。</translation>
    </message>
</context>
<context>
    <name>sw::print::ClocksPage</name>
    <message>
        <source>Clocks</source>
        <translation>进度钟</translation>
    </message>
    <message>
        <source>%1 of %2 segments</source>
        <translation>%2 格中的 %1 格</translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation>所属：%1</translation>
    </message>
    <message>
        <source>Unlocks: %1</source>
        <translation>完成后开启：%1</translation>
    </message>
    <message>
        <source>Racing: %1</source>
        <translation>竞赛对象：%1</translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation>不让玩家看见</translation>
    </message>
    <message>
        <source>No clocks to show.</source>
        <translation>没有可显示的进度钟。</translation>
    </message>
</context>
<context>
    <name>sw::print::CrewPage</name>
    <message>
        <source>Crew type</source>
        <translation>帮派类型</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>名声</translation>
    </message>
    <message>
        <source>Lair</source>
        <translation>巢穴</translation>
    </message>
    <message>
        <source>Hunting grounds</source>
        <translation>狩猎场</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>行动类型</translation>
    </message>
    <message>
        <source>Tier and hold</source>
        <translation>层级与凝聚</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>凝聚</translation>
    </message>
    <message>
        <source>Rep</source>
        <translation>声望</translation>
    </message>
    <message>
        <source>Turf %1 · rep to advance %2</source>
        <translation>地盘 %1 · 成长需声望 %2</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>热度</translation>
    </message>
    <message>
        <source>Wanted level</source>
        <translation>通缉等级</translation>
    </message>
    <message>
        <source>Next tier costs %1 coin</source>
        <translation>升到下一层级需 %1 钱币</translation>
    </message>
    <message>
        <source>Crew upgrades</source>
        <translation>帮派升级</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>升级</translation>
    </message>
    <message>
        <source>Cohorts</source>
        <translation>同伙</translation>
    </message>
    <message>
        <source>Gang or expert</source>
        <translation>团伙或专家</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>人脉</translation>
    </message>
    <message>
        <source>Faction status</source>
        <translation>派系地位</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>据点图</translation>
    </message>
    <message>
        <source>At war (B §1.8): Tier %1, %2 hold while the war lasts; Tier %3, %4 hold when it ends.</source>
        <translation>战争中（B §1.8）：战争期间为层级 %1、凝聚%2；战争结束时回到层级 %3、凝聚%4。</translation>
    </message>
    <message numerus="yes">
        <source>At war: +%1 heat per score, %n downtime activity(s) per scoundrel.</source>
        <translation>
            <numerusform>战争中：每次作案热度 +%1，每名恶徒 %n 项休整活动。</numerusform>
        </translation>
    </message>
    <message>
        <source>Crew XP</source>
        <translation>帮派经验</translation>
    </message>
</context>
<context>
    <name>sw::print::FactionLadderPage</name>
    <message>
        <source>Faction ladder</source>
        <translation>派系梯</translation>
    </message>
    <message>
        <source>Tier %1</source>
        <translation>层级 %1</translation>
    </message>
    <message>
        <source>Category: %1</source>
        <translation>类别：%1</translation>
    </message>
    <message>
        <source>Hold: %1</source>
        <translation>凝聚：%1</translation>
    </message>
    <message>
        <source>Status with %1: %2</source>
        <translation>与%1的地位：%2</translation>
    </message>
    <message>
        <source>Turf: %1</source>
        <translation>地盘：%1</translation>
    </message>
    <message>
        <source>Allies: %1</source>
        <translation>盟友：%1</translation>
    </message>
    <message>
        <source>Enemies: %1</source>
        <translation>敌人：%1</translation>
    </message>
    <message>
        <source>Vulnerable</source>
        <translation>易受攻击</translation>
    </message>
    <message>
        <source>GM notes: %1</source>
        <translation>GM 笔记：%1</translation>
    </message>
    <message>
        <source>The campaign has no factions yet.</source>
        <translation>这个战役还没有派系。</translation>
    </message>
</context>
<context>
    <name>sw::print::FatePage</name>
    <message>
        <source>%1 held by %2</source>
        <translation>%2持有 %1 次</translation>
    </message>
    <message>
        <source>Free invokes: %1</source>
        <translation>免费援引：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>+%1 to %2 when you %3</source>
        <translation>以%2%3时 +%1</translation>
    </message>
    <message>
        <source>Rule change</source>
        <translation>改变规则</translation>
    </message>
    <message>
        <source>%1 may %2</source>
        <translation>%1可用于%2</translation>
    </message>
    <message>
        <source>Costs a fate point</source>
        <translation>需花费命运点</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>润色</translation>
    </message>
    <message>
        <source>Aspects</source>
        <translation>形象</translation>
    </message>
    <message>
        <source>Stunts</source>
        <translation>绝技</translation>
    </message>
    <message>
        <source>%1 stunts are free; each further stunt costs 1 refresh.</source>
        <translation>前 %1 项绝技免费；之后每项绝技花费 1 点重振。</translation>
    </message>
    <message>
        <source>Extras</source>
        <translation>额外</translation>
    </message>
    <message>
        <source>Boosts</source>
        <translation>推助</translation>
    </message>
    <message>
        <source>(unnamed boost)</source>
        <translation>（未命名的推助）</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Every other skill: %1</source>
        <translation>其余技能：%1</translation>
    </message>
    <message>
        <source>Refresh and fate points</source>
        <translation>重振与命运点</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>重振</translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation>命运点</translation>
    </message>
    <message>
        <source>Owed after the scene</source>
        <translation>场景后应得</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>压力</translation>
    </message>
    <message>
        <source>%1 %2: %3 boxes, 1 shift each</source>
        <translation>%1 %2：%3 格，每格 1 档次</translation>
    </message>
    <message>
        <source>Consequences</source>
        <translation>后果</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Recovering</source>
        <translation>恢复中</translation>
    </message>
</context>
<context>
    <name>sw::print::MeshalPage</name>
    <message>
        <source>Identity and Features</source>
        <translation>身份与特征</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>角色类别</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>玩家角色</translation>
    </message>
    <message>
        <source>Non-player character</source>
        <translation>非玩家角色</translation>
    </message>
    <message>
        <source>Species</source>
        <translation>种族</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>性别</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>体型</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>形态</translation>
    </message>
    <message>
        <source>Size level</source>
        <translation>体型等级</translation>
    </message>
    <message>
        <source>Footprint (steps)</source>
        <translation>占位（步）</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>身高</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>体重</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>年龄</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>外貌</translation>
    </message>
    <message>
        <source>Personality</source>
        <translation>个性</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>取向</translation>
    </message>
    <message>
        <source>Hobby</source>
        <translation>癖好</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>代号</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>Body parts</source>
        <translation>肢体</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>%1 of %2 dice</source>
        <translation>属性骰 %1 / %2</translation>
    </message>
    <message>
        <source>Trained</source>
        <translation>受训</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>基础</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>临时</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总数</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Next raise</source>
        <translation>下次提升</translation>
    </message>
    <message>
        <source>Protections</source>
        <translation>防护</translation>
    </message>
    <message>
        <source>Immunities</source>
        <translation>免疫</translation>
    </message>
    <message>
        <source>Movement and Senses</source>
        <translation>移速与知觉</translation>
    </message>
    <message>
        <source>Execution</source>
        <translation>机动</translation>
    </message>
    <message>
        <source>Senses (steps)</source>
        <translation>知觉（步）</translation>
    </message>
    <message>
        <source>Talent and Strength</source>
        <translation>潜能与实力</translation>
    </message>
    <message>
        <source>Strength (spent/unspent)</source>
        <translation>实力（已花费/未花费）</translation>
    </message>
    <message>
        <source>Talent earned</source>
        <translation>获得潜能</translation>
    </message>
    <message>
        <source>Lost by renouncing</source>
        <translation>放弃能力失去</translation>
    </message>
    <message>
        <source>Costs %1 Talent</source>
        <translation>花费 %1 点潜能</translation>
    </message>
    <message>
        <source>Use: %1</source>
        <translation>施展：%1</translation>
    </message>
    <message>
        <source>%1 of %2 uses per %3</source>
        <translation>每%3 %2 次，已用 %1 次</translation>
    </message>
    <message>
        <source>%1, level %2</source>
        <translation>%1，等级 %2</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Attack: %1</source>
        <translation>攻击：%1</translation>
    </message>
    <message>
        <source>Worn on: %1</source>
        <translation>占据：%1</translation>
    </message>
    <message>
        <source>Loaded: %1</source>
        <translation>已装填：%1</translation>
    </message>
    <message>
        <source>%1, natural</source>
        <translation>%1，天生</translation>
    </message>
    <message>
        <source>Carried: heavy %1 of %2, light %3 of %4; a ticked box is equipped.</source>
        <translation>携带：重型 %1 / %2，轻型 %3 / %4；打勾者为已装备。</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>钱币</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金币</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>银币</translation>
    </message>
    <message>
        <source>Copper</source>
        <translation>铜币</translation>
    </message>
    <message>
        <source>Worth in copper</source>
        <translation>共值（铜币）</translation>
    </message>
    <message>
        <source>Relationships</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>关系状态</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Ongoing Effects</source>
        <translation>持续效果</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Asleep</source>
        <translation>睡眠</translation>
    </message>
    <message>
        <source>Talent Ledger</source>
        <translation>潜能记录</translation>
    </message>
    <message>
        <source>Starting Talent: %1</source>
        <translation>初始潜能：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>头部</translation>
    </message>
    <message>
        <source>Torso</source>
        <translation>躯干</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>手臂</translation>
    </message>
    <message>
        <source>Leg</source>
        <translation>腿脚</translation>
    </message>
    <message>
        <source>Tail</source>
        <translation>尾巴</translation>
    </message>
    <message>
        <source>Wing</source>
        <translation>翅膀</translation>
    </message>
    <message>
        <source>Fin</source>
        <translation>鳍</translation>
    </message>
    <message>
        <source>round</source>
        <translation>回合</translation>
    </message>
    <message>
        <source>moment</source>
        <translation>瞬息</translation>
    </message>
    <message>
        <source>day</source>
        <translation>天</translation>
    </message>
    <message>
        <source>Immune to %1</source>
        <translation>免疫%1</translation>
    </message>
    <message>
        <source>creation</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>play</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Award: +%1 Talent</source>
        <translation>奖励：+%1 点潜能</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Raise %1: %2 Talent, %3</source>
        <translation>提升%1：%2 点潜能，%3</translation>
    </message>
    <message>
        <source>Ability %1: %2 Talent, %3</source>
        <translation>能力 %1：%2 点潜能，%3</translation>
    </message>
    <message>
        <source>Renounced %1: %2 Talent lost, %3</source>
        <translation>放弃 %1：失去 %2 点潜能，%3</translation>
    </message>
</context>
<context>
    <name>sw::print::PdfExport</name>
    <message>
        <source>There is no %1 to print.</source>
        <translation>没有可打印的 %1。</translation>
    </message>
    <message>
        <source>Sheets of the kind &quot;%1&quot; cannot be printed.</source>
        <translation>无法打印“%1”类的表单。</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>Nothing to print.</source>
        <translation>没有可打印的内容。</translation>
    </message>
    <message>
        <source>The printer or file could not be opened for drawing.</source>
        <translation>无法打开打印机或文件进行绘制。</translation>
    </message>
</context>
<context>
    <name>sw::print::PrintStyle</name>
    <message>
        <source>The font &quot;%1&quot; that PDFs in this language need is not installed (Debian package %2).</source>
        <translation>这个语言的 PDF 需要的字体“%1”未安装（Debian 软件包 %2）。</translation>
    </message>
</context>
<context>
    <name>sw::print::Sheet</name>
    <message>
        <source>Name</source>
        <translation>名字</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>帮派</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>Special abilities</source>
        <translation>特殊能力</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>钱币</translation>
    </message>
    <message>
        <source>Player handout</source>
        <translation>玩家讲义</translation>
    </message>
</context>
<context>
    <name>sw::print::SoulPage</name>
    <message>
        <source>waits for: %1</source>
        <translation>等待：%1</translation>
    </message>
    <message>
        <source>Hunter</source>
        <translation>狩魂者</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Code name</source>
        <translation>代号</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>背景故事</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外形描述</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Physique</source>
        <translation>体魄</translation>
    </message>
    <message>
        <source>Wisdom</source>
        <translation>智慧</translation>
    </message>
    <message>
        <source>Soul</source>
        <translation>心魂</translation>
    </message>
    <message>
        <source>Spirit Awareness</source>
        <translation>灵识</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Skill points: %1 of %2</source>
        <translation>技能点：%1／%2</translation>
    </message>
    <message>
        <source>Psychic power</source>
        <translation>灵能力</translation>
    </message>
    <message>
        <source>Power tags</source>
        <translation>灵能力标签</translation>
    </message>
    <message>
        <source>Flaw tags</source>
        <translation>缺陷标签</translation>
    </message>
    <message>
        <source>%1 (from Soul)</source>
        <translation>%1（来自心魂）</translation>
    </message>
    <message>
        <source>Psychic marks</source>
        <translation>灵能印记</translation>
    </message>
    <message>
        <source>Soul weapon (Spirit Awareness %1)</source>
        <translation>灵魂武器（灵识%1）</translation>
    </message>
    <message>
        <source>Tier-%2 ultimate (Spirit Awareness %1)</source>
        <translation>%2阶狩魂绝技（灵识%1）</translation>
    </message>
    <message>
        <source>Trait tags</source>
        <translation>特质标签</translation>
    </message>
    <message>
        <source>Status tags</source>
        <translation>状态标签</translation>
    </message>
    <message>
        <source>HP and points</source>
        <translation>生命值与点数</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>损伤</translation>
    </message>
    <message>
        <source>Max HP</source>
        <translation>生命值上限</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1／%2</translation>
    </message>
    <message>
        <source>Initial SP</source>
        <translation>初始SP</translation>
    </message>
    <message>
        <source>Extra SP</source>
        <translation>额外SP</translation>
    </message>
    <message>
        <source>Anxiety</source>
        <translation>焦虑</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>机运</translation>
    </message>
    <message>
        <source>Charms</source>
        <translation>护符</translation>
    </message>
    <message>
        <source>Disintegration</source>
        <translation>解体护符</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>失格护符</translation>
    </message>
    <message>
        <source>Techniques</source>
        <translation>技艺</translation>
    </message>
    <message>
        <source>Prepared Load %1 of %2</source>
        <translation>已准备负荷%1／%2</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>负荷%1</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>附魔</translation>
    </message>
    <message>
        <source>POW %1</source>
        <translation>附魔等级%1</translation>
    </message>
    <message>
        <source>XP ledger</source>
        <translation>经验值账目</translation>
    </message>
</context>
<context>
    <name>sw::soulhunter::SoulCli</name>
    <message>
        <source>--%1 takes a whole number from %2 to %3.</source>
        <translation>--%1 需为%2到%3的整数。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 up.</source>
        <translation>种子必须是0以上的整数。</translation>
    </message>
    <message>
        <source>The campaign has %1 characters: say which with --sheet ID.</source>
        <translation>战役中有%1名角色：请以 --sheet ID 指定。</translation>
    </message>
    <message>
        <source>No Soul Hunter character %1 in %2.</source>
        <translation>%2 中没有狩魂者角色 %1。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Damage: %1 (max HP %2)</source>
        <translation>损伤：%1（HP上限 %2）</translation>
    </message>
    <message>
        <source>Disintegration: %1/%2</source>
        <translation>解体护符：%1/%2</translation>
    </message>
    <message>
        <source>Anxiety: %1; Disqualification: %2/%3</source>
        <translation>焦虑：%1；失格护符：%2/%3</translation>
    </message>
    <message>
        <source>SP: %1 initial + %2 extra</source>
        <translation>SP：初始 %1 + 额外 %2</translation>
    </message>
    <message>
        <source>Fortune: %1; XP: %2</source>
        <translation>机运：%1；XP：%2</translation>
    </message>
    <message>
        <source>Disintegration is full: the character cannot act.</source>
        <translation>解体护符已划满：角色无法行动。</translation>
    </message>
    <message>
        <source>Disqualification is full: the character leaves the story.</source>
        <translation>失格护符已划满：角色从故事中退场。</translation>
    </message>
    <message>
        <source>The character&apos;s id in the campaign (not needed when it has one).</source>
        <translation>角色在战役中的ID（战役只有一名角色时可省略）。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Spirit Awareness.</source>
        <translation>灵识。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>A skill&apos;s level, e.g. diaocha=2.</source>
        <translation>技能等级，例如 diaocha=2。</translation>
    </message>
    <message>
        <source>ID=N</source>
        <translation>ID=N</translation>
    </message>
    <message>
        <source>The psychic power&apos;s name.</source>
        <translation>灵能力的名称。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>The power&apos;s tags (all of them, one option each).</source>
        <translation>灵能力的标签（全部列出，每个一个选项）。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>The power&apos;s flaw tags (all of them, one option each).</source>
        <translation>灵能力的缺陷标签（全部列出，每个一个选项）。</translation>
    </message>
    <message>
        <source>The trait tags (all of them, one option each).</source>
        <translation>特质标签（全部列出，每个一个选项）。</translation>
    </message>
    <message>
        <source>Learn a technique of a content pack in the campaign.</source>
        <translation>习得战役中内容包的一项技艺。</translation>
    </message>
    <message>
        <source>PACK:ID</source>
        <translation>内容包:ID</translation>
    </message>
    <message>
        <source>The techniques prepared (all of them, by name, one option each).</source>
        <translation>已准备的技艺（全部列出，以名称，每个一个选项）。</translation>
    </message>
    <message>
        <source>Creation is done: the sheet enters play.</source>
        <translation>创建完成：角色卡进入游戏。</translation>
    </message>
    <message>
        <source>--skill takes ID=N, e.g. diaocha=2.</source>
        <translation>--skill 需为 ID=N，例如 diaocha=2。</translation>
    </message>
    <message>
        <source>No technique %1 in the campaign&apos;s content packs.</source>
        <translation>战役的内容包中没有技艺 %1。</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>编辑 %1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>The Sin&apos;s name.</source>
        <translation>罪孽的名称。</translation>
    </message>
    <message>
        <source>An obsession tag (1 to 3).</source>
        <translation>一个执念标签（1~3个）。</translation>
    </message>
    <message>
        <source>The tags the characters know, by number from 0, e.g. 0,2.</source>
        <translation>角色已知的标签，从0起编号，例如0,2。</translation>
    </message>
    <message>
        <source>I,…</source>
        <translation>I,…</translation>
    </message>
    <message>
        <source>--name is required.</source>
        <translation>必须提供 --name。</translation>
    </message>
    <message>
        <source>New Sin %1</source>
        <translation>新罪孽 %1</translation>
    </message>
    <message>
        <source>Added the Sin %1 as %2.</source>
        <translation>已新增罪孽 %1 为 %2。</translation>
    </message>
    <message>
        <source>The Sin&apos;s id in the campaign.</source>
        <translation>罪孽在战役中的ID。</translation>
    </message>
    <message>
        <source>The tags activated for CAT +1, by number from 0.</source>
        <translation>激活使CAT+1的标签，从0起编号。</translation>
    </message>
    <message>
        <source>The tags activated for CAT −1, by number from 0.</source>
        <translation>激活使CAT−1的标签，从0起编号。</translation>
    </message>
    <message>
        <source>The check&apos;s CAT before the tags.</source>
        <translation>激活标签前的检定CAT。</translation>
    </message>
    <message>
        <source>How the obsession is used (each way works once against a Sin).</source>
        <translation>使用执念标签的方式（同一方式对同一罪孽只生效一次）。</translation>
    </message>
    <message>
        <source>The dice are already rolled.</source>
        <translation>已经掷骰。</translation>
    </message>
    <message>
        <source>The character already activated obsession tags this round.</source>
        <translation>角色本轮已激活过执念标签。</translation>
    </message>
    <message>
        <source>No Sin %1 in the campaign.</source>
        <translation>战役中没有罪孽 %1。</translation>
    </message>
    <message>
        <source>The Sin has no tag %1.</source>
        <translation>罪孽没有标签 %1。</translation>
    </message>
    <message>
        <source>Obsession used</source>
        <translation>已使用执念</translation>
    </message>
    <message>
        <source>CAT %1 → %2</source>
        <translation>CAT %1 → %2</translation>
    </message>
    <message>
        <source>Import a content pack (a JSON file) into the campaign.</source>
        <translation>将内容包（JSON文件）导入战役。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Write the campaign&apos;s content pack with this id to OUT.</source>
        <translation>将战役中此ID的内容包写入「输出」。</translation>
    </message>
    <message>
        <source>Where --export writes.</source>
        <translation>--export 写入的位置。</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>无法写入 %1。</translation>
    </message>
    <message>
        <source>No content pack %1 in the campaign.</source>
        <translation>战役中没有内容包 %1。</translation>
    </message>
    <message>
        <source>%1 techniques, %2 enchantments, %3 marks, %4 soul weapons, %5 ultimates</source>
        <translation>%1项技艺、%2项附魔、%3项印记、%4项灵魂武器、%5项绝技</translation>
    </message>
    <message>
        <source>Slashes marked: %1</source>
        <translation>划下斩痕：%1</translation>
    </message>
    <message>
        <source>How much damage.</source>
        <translation>损伤量。</translation>
    </message>
    <message>
        <source>Damage marked non-lethal (never a slash).</source>
        <translation>标记为「非致命」的损伤（不会划下斩痕）。</translation>
    </message>
    <message>
        <source>How it was taken: the grievous tag&apos;s name if it breaks.</source>
        <translation>受伤的情景：若解体，作为重创标签的名称。</translation>
    </message>
    <message>
        <source>--amount is required.</source>
        <translation>必须提供 --amount。</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>损伤</translation>
    </message>
    <message>
        <source>flashback, empower, cheer or destiny.</source>
        <translation>flashback（闪回）、empower（强力）、cheer（喝彩）或 destiny（天命所归）。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>X of cheer (5X SP) or destiny (10+X SP).</source>
        <translation>喝彩（5X SP）或天命所归（10+X SP）的X。</translation>
    </message>
    <message>
        <source>A flashback&apos;s cost as the DH sets it (5-10, 15-20, 25+).</source>
        <translation>DH决定的闪回消耗（5~10、15~20、25+）。</translation>
    </message>
    <message>
        <source>Empower: the CAT given to each general enchantment, 2 in all.</source>
        <translation>强力：分配给每个通用附魔的CAT，合计2级。</translation>
    </message>
    <message>
        <source>L,…</source>
        <translation>L,…</translation>
    </message>
    <message>
        <source>The part of the cost taken as anxiety instead of SP.</source>
        <translation>以焦虑代替SP支付的部分消耗。</translation>
    </message>
    <message>
        <source>Spend initial SP first (else extra SP first).</source>
        <translation>先消耗初始SP（否则先消耗额外SP）。</translation>
    </message>
    <message>
        <source>--action is flashback, empower, cheer or destiny.</source>
        <translation>--action 为 flashback、empower、cheer 或 destiny。</translation>
    </message>
    <message>
        <source>Cost: %1 (%2 SP, %3 anxiety)</source>
        <translation>消耗：%1（%2 SP，%3 焦虑）</translation>
    </message>
    <message>
        <source>Style action</source>
        <translation>时髦动作</translation>
    </message>
    <message>
        <source>SP spent to remove as much anxiety.</source>
        <translation>为消除等量焦虑而消耗的SP。</translation>
    </message>
    <message>
        <source>--sp is required.</source>
        <translation>必须提供 --sp。</translation>
    </message>
    <message>
        <source>Anxiety relieved</source>
        <translation>已消除焦虑</translation>
    </message>
    <message>
        <source>Next scene</source>
        <translation>下个场景</translation>
    </message>
    <message>
        <source>Enter an interlude.</source>
        <translation>进入间章。</translation>
    </message>
    <message>
        <source>End the interlude.</source>
        <translation>结束间章。</translation>
    </message>
    <message>
        <source>Give --start or --end.</source>
        <translation>请提供 --start 或 --end。</translation>
    </message>
    <message>
        <source>Interlude</source>
        <translation>间章</translation>
    </message>
    <message>
        <source>XP awarded.</source>
        <translation>给予的XP。</translation>
    </message>
    <message>
        <source>growth_kp, growth_sp, growth_fortune, remove_jieti or remove_shige.</source>
        <translation>growth_kp、growth_sp、growth_fortune、remove_jieti 或 remove_shige。</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>Give --award N or --spend KIND.</source>
        <translation>请提供 --award N 或 --spend 种类。</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>XP</translation>
    </message>
    <message>
        <source>To be filled from your rulebook (soulhunter setting CAMPAIGN KEY VALUE):</source>
        <translation>待依你的规则书填写（soulhunter setting 战役 键 值）：</translation>
    </message>
    <message>
        <source>The character&apos;s name.</source>
        <translation>角色的名称。</translation>
    </message>
    <message>
        <source>Physique, 0 to 6 at creation.</source>
        <translation>体魄，创建角色时为0到6。</translation>
    </message>
    <message>
        <source>Wisdom, 0 to 6 at creation.</source>
        <translation>智慧，创建角色时为0到6。</translation>
    </message>
    <message>
        <source>Soul, 0 to 6 at creation.</source>
        <translation>心魂，创建角色时为0到6。</translation>
    </message>
    <message>
        <source>A psychic mark Soul grants (one per mark: at Soul 2, 5, 7, 9).</source>
        <translation>心魂给予的灵能印记（每项一个：心魂2、5、7、9点起）。</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>New character %1</source>
        <translation>新角色 %1</translation>
    </message>
    <message>
        <source>Added %1 as character %2.</source>
        <translation>已新增 %1 为角色 %2。</translation>
    </message>
    <message>
        <source>Only this character.</source>
        <translation>只检查此角色。</translation>
    </message>
    <message>
        <source>Character %1: %2</source>
        <translation>角色 %1：%2</translation>
    </message>
    <message>
        <source>(accepted by a GM override)</source>
        <translation>（GM已裁定接受）</translation>
    </message>
    <message>
        <source>No Soul Hunter character to check in %1.</source>
        <translation>%1 中没有可检查的狩魂者角色。</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) wait for a setting from your rulebook.</source>
        <translation>
            <numerusform>有%n条规则等待依你的规则书填写的设定。</numerusform>
        </translation>
    </message>
    <message>
        <source>The characters follow the rules.</source>
        <translation>角色皆符合规则。</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>违反%n条规则。</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to the pack&apos;s value (empty for a base value).</source>
        <translation>回到规则包的值（基础数值则为空）。</translation>
    </message>
    <message>
        <source>Give a value, or --clear.</source>
        <translation>请提供值，或 --clear。</translation>
    </message>
    <message>
        <source>(to be filled from your rulebook)</source>
        <translation>（待依你的规则书填写）</translation>
    </message>
    <message>
        <source>(set for this campaign)</source>
        <translation>（此战役的设定）</translation>
    </message>
    <message>
        <source>Roll for a character of this campaign and keep the roll in its log.</source>
        <translation>为此战役的角色掷骰，并记入掷骰记录。</translation>
    </message>
    <message>
        <source>The character&apos;s id in the campaign.</source>
        <translation>角色在战役中的ID。</translation>
    </message>
    <message>
        <source>The key attribute (physique, wisdom, soul), from the sheet.</source>
        <translation>关键属性（physique、wisdom、soul），取自角色卡。</translation>
    </message>
    <message>
        <source>A skill check or add-on: 2 specialty per level, from the sheet.</source>
        <translation>技能检定或技能附加：每级2点专精加值，取自角色卡。</translation>
    </message>
    <message>
        <source>Activate a psychic mark (by number from 0): +2 specialty.</source>
        <translation>激活灵能印记（从0起编号）：2点专精加值。</translation>
    </message>
    <message>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <source>Activate a flaw tag (by number from 0): a penalty of 4.</source>
        <translation>激活缺陷标签（从0起编号）：4点减值。</translation>
    </message>
    <message>
        <source>Activate a grievous tag (by number from 0): a penalty of 4, 1 damage the first time in a scene.</source>
        <translation>激活重创标签（从0起编号）：4点减值，当前场景首次激活时给予1点损伤。</translation>
    </message>
    <message>
        <source>Activate a trait tag for level +1 or -1 (5 SP after the check).</source>
        <translation>激活特质标签使级别+1或-1（选择-1时检定后获得5 SP）。</translation>
    </message>
    <message>
        <source>+1|-1</source>
        <translation>+1|-1</translation>
    </message>
    <message>
        <source>Activate a power tag (by number from 0, :N to count it as N): level +1 each.</source>
        <translation>激活灵能力标签（从0起编号，:N 视为N个）：每个使级别+1。</translation>
    </message>
    <message>
        <source>I[:N]</source>
        <translation>I[:N]</translation>
    </message>
    <message>
        <source>The sheet has no entry %1 there.</source>
        <translation>角色卡上没有第%1项。</translation>
    </message>
    <message>
        <source>--%1 reads a sheet: give --campaign.</source>
        <translation>--%1 读取角色卡：请提供 --campaign。</translation>
    </message>
    <message>
        <source>--attribute is physique, wisdom or soul.</source>
        <translation>--attribute 为 physique、wisdom 或 soul。</translation>
    </message>
    <message>
        <source>Check against %1</source>
        <translation>对挑战值 %1 的检定</translation>
    </message>
    <message>
        <source>Trait tags at -1: +%1 SP.</source>
        <translation>特质标签选择-1：+%1 SP。</translation>
    </message>
    <message>
        <source>The challenge value (default 10).</source>
        <translation>挑战值（默认10）。</translation>
    </message>
    <message>
        <source>The total of the modifiers, e.g. 5 or -2 (default 0).</source>
        <translation>修正值总和，例如5或-2（默认0）。</translation>
    </message>
    <message>
        <source>Tilt: extra d10, the 2 highest kept (negative: the 2 lowest).</source>
        <translation>倾势：额外的1D10，保留最高的2枚（负值：最低的2枚）。</translation>
    </message>
    <message>
        <source>Level: d4 bonus dice (negative: penalty dice), the 4 highest kept.</source>
        <translation>级别：1D4加骰（负值：减骰），保留最高的4枚。</translation>
    </message>
    <message>
        <source>Cheer: d6 bonus dice, the 3 highest kept.</source>
        <translation>喝彩：1D6加骰，保留最高的3枚。</translation>
    </message>
    <message>
        <source>A fixed dice value (a parry or a hazard uses 10).</source>
        <translation>固定的骰值（格挡与危害检定使用10）。</translation>
    </message>
    <message>
        <source>Tilt %1, level %2, cheer %3; challenge %4, modifiers %5</source>
        <translation>倾势 %1，级别 %2，喝彩 %3；挑战值 %4，修正 %5</translation>
    </message>
    <message>
        <source>CAT</source>
        <translation>CAT</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Success (CAT %1 or more): %2</source>
        <translation>成功（CAT %1 以上）：%2</translation>
    </message>
    <message>
        <source>Cases: %1</source>
        <translation>情形数：%1</translation>
    </message>
    <message>
        <source>d10: %1</source>
        <translation>1D10：%1</translation>
    </message>
    <message>
        <source>Dice value: %1</source>
        <translation>骰值：%1</translation>
    </message>
    <message>
        <source>Level d4: %1 (%2)</source>
        <translation>级别1D4：%1（%2）</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>级别：%1</translation>
    </message>
    <message>
        <source>Cheer d6: %1 (%2)</source>
        <translation>喝彩1D6：%1（%2）</translation>
    </message>
    <message>
        <source>Total modifier: %1</source>
        <translation>总修正：%1</translation>
    </message>
    <message>
        <source>Check value: %1 against %2</source>
        <translation>判定值：%1，挑战值 %2</translation>
    </message>
    <message>
        <source>CAT %1: success</source>
        <translation>CAT %1：成功</translation>
    </message>
    <message>
        <source>CAT %1: failure</source>
        <translation>CAT %1：失败</translation>
    </message>
    <message>
        <source>Critical success: +1 fortune on an action check.</source>
        <translation>大成功：行动检定时机运+1。</translation>
    </message>
    <message>
        <source>Critical failure: −1 fortune on an action check.</source>
        <translation>大失败：行动检定时机运−1。</translation>
    </message>
    <message>
        <source>Reroll once: &quot;all&quot;, or with tilt the two pool dice to roll again, e.g. 0,1.</source>
        <translation>重掷一次：「all」，或在有倾势时指定骰池中要重掷的两枚骰子，例如0,1。</translation>
    </message>
    <message>
        <source>DICE</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>The dice as rolled at the table: d10, then d4, then d6, then the reroll&apos;s.</source>
        <translation>桌上掷出的骰子：先1D10，再1D4，再1D6，然后是重掷的骰子。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Seed for a roll that can be repeated.</source>
        <translation>可重现掷骰的种子。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>--faces takes whole numbers, e.g. 7,5,3.</source>
        <translation>--faces 需为整数，例如7,5,3。</translation>
    </message>
    <message>
        <source>This check cannot be rerolled that way (once, and with tilt two dice of the pool).</source>
        <translation>此检定无法这样重掷（只能一次；有倾势时为骰池中的两枚骰子）。</translation>
    </message>
    <message>
        <source>Reroll:</source>
        <translation>重掷：</translation>
    </message>
    <message>
        <source>--faces: a die is missing or outside its faces.</source>
        <translation>--faces：缺少骰子，或点数超出骰面。</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>种子：%1</translation>
    </message>
    <message>
        <source>The attack value.</source>
        <translation>攻击值。</translation>
    </message>
    <message>
        <source>The defence value (the parry&apos;s or the counter&apos;s check value).</source>
        <translation>防御值（格挡或反制检定的判定值）。</translation>
    </message>
    <message>
        <source>A counter instead of a parry.</source>
        <translation>以反制代替格挡。</translation>
    </message>
    <message>
        <source>Declared after the attack was rolled: no defence.</source>
        <translation>在攻击检定掷骰后才宣告：没有防御。</translation>
    </message>
    <message>
        <source>Give --attack N and --defence N.</source>
        <translation>请提供 --attack N 与 --defence N。</translation>
    </message>
    <message>
        <source>A defence is declared before the attack is rolled (L83): none this time.</source>
        <translation>防御需要在攻击检定掷骰前做出（L83）：这次没有防御。</translation>
    </message>
    <message>
        <source>Defence value: %1</source>
        <translation>防御值：%1</translation>
    </message>
    <message>
        <source>Attacker&apos;s CAT: %1; defender&apos;s CAT: %2</source>
        <translation>攻击方CAT：%1；防御方CAT：%2</translation>
    </message>
    <message>
        <source>The attack hits.</source>
        <translation>攻击命中。</translation>
    </message>
    <message>
        <source>The attack misses.</source>
        <translation>攻击失手。</translation>
    </message>
    <message>
        <source>The counter strikes back: Strike with check value %1.</source>
        <translation>反制成功：以判定值 %1 瞬念显能【打击】。</translation>
    </message>
    <message>
        <source>martial arts</source>
        <translation>武术</translation>
    </message>
    <message>
        <source>spellcraft</source>
        <translation>法术</translation>
    </message>
    <message>
        <source>all schools</source>
        <translation>所有系别</translation>
    </message>
    <message>
        <source>An attribute is never below 0 (it is %1; L43).</source>
        <translation>属性值不得低于0（目前为%1；L43）。</translation>
    </message>
    <message>
        <source>At creation an attribute is 0 to %2 (it is %1; L43).</source>
        <translation>创建角色时属性值为0到%2（目前为%1；L43）。</translation>
    </message>
    <message>
        <source>Two attributes differ by %1; at most %2 (L44).</source>
        <translation>两项属性值相差%1点；最多%2点（L44）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the seven skills (L126).</source>
        <translation>「%1」不是七项技能之一（L126）。</translation>
    </message>
    <message>
        <source>A skill&apos;s level is 0 to %2 (it is %1).</source>
        <translation>技能等级为0到%2（目前为%1）。</translation>
    </message>
    <message>
        <source>The skills cost %1 skill points; the character has %2 (L45-L46).</source>
        <translation>技能共需%1点技能点；角色有%2点（L45-L46）。</translation>
    </message>
    <message>
        <source>The psychic power has %1 tags; at most %2 (L51, L141).</source>
        <translation>灵能力有%1个标签；最多%2个（L51、L141）。</translation>
    </message>
    <message>
        <source>The power has no such tag.</source>
        <translation>灵能力没有这个标签。</translation>
    </message>
    <message>
        <source>One tag counts as several only while the power has fewer than %2 tags (it has %1; L51).</source>
        <translation>只有在灵能力标签少于%2个时，才能将单个标签视为多个（目前%1个；L51）。</translation>
    </message>
    <message>
        <source>The tags count as %1; at most %2 (L51).</source>
        <translation>标签总数视为%1个；最多%2个（L51）。</translation>
    </message>
    <message>
        <source>The mark &quot;%1&quot; comes from Soul and can never be released (L144).</source>
        <translation>印记「%1」来自心魂，无法解放（L144）。</translation>
    </message>
    <message>
        <source>Soul grants %2 psychic marks; the sheet has %1 (L137-L141).</source>
        <translation>心魂给予%2项灵能印记；角色卡上有%1项（L137-L141）。</translation>
    </message>
    <message>
        <source>%1 psychic marks besides Soul&apos;s; the rulebook&apos;s value is %2.</source>
        <translation>心魂之外有%1项灵能印记；规则书的数值为%2。</translation>
    </message>
    <message>
        <source>The soul weapon needs Spirit Awareness %2; the character has %1 (L138).</source>
        <translation>灵魂武器需要灵识%2；角色的灵识为%1（L138）。</translation>
    </message>
    <message>
        <source>A tier-%3 ultimate needs Spirit Awareness %2; the character has %1 (L139-L140).</source>
        <translation>%3档狩魂绝技需要灵识%2；角色的灵识为%1（L139-L140）。</translation>
    </message>
    <message>
        <source>Damage is never below 0 (L147).</source>
        <translation>损伤不得低于0（L147）。</translation>
    </message>
    <message>
        <source>The Disintegration charm holds 0 to %2 slashes (it has %1; L153).</source>
        <translation>解体护符容量为0到%2斩（目前%1斩；L153）。</translation>
    </message>
    <message>
        <source>The Disqualification charm holds 0 to %2 slashes (it has %1; L167).</source>
        <translation>失格护符容量为0到%2斩（目前%1斩；L167）。</translation>
    </message>
    <message>
        <source>Each Disintegration slash is a grievous tag: %2 slashes, %1 tags (L155).</source>
        <translation>每道解体斩痕都是一个重创标签：%2道斩痕，%1个标签（L155）。</translation>
    </message>
    <message>
        <source>Anxiety is 0 to %2: at 50 it becomes a Disqualification slash (it is %1; L167).</source>
        <translation>焦虑为0到%2：到达50时化为失格斩痕（目前%1；L167）。</translation>
    </message>
    <message>
        <source>FP is 0 to %2 (it is %1; L204).</source>
        <translation>FP为0到%2（目前%1；L204）。</translation>
    </message>
    <message>
        <source>MP is 0 to %2 (it is %1; L47).</source>
        <translation>MP为0到%2（目前%1；L47）。</translation>
    </message>
    <message>
        <source>KP is 0 to %2 (it is %1; L196).</source>
        <translation>KP为0到%2（目前%1；L196）。</translation>
    </message>
    <message>
        <source>Initial SP held is 0 to %2 (it is %1; L161).</source>
        <translation>持有的初始SP为0到%2（目前%1；L161）。</translation>
    </message>
    <message>
        <source>Extra SP is never below 0.</source>
        <translation>额外SP不得低于0。</translation>
    </message>
    <message>
        <source>Pending cheer is never below 0.</source>
        <translation>待用的喝彩不得低于0。</translation>
    </message>
    <message>
        <source>%1 trait tags; at most %2 (L215).</source>
        <translation>%1个特质标签；最多%2个（L215）。</translation>
    </message>
    <message>
        <source>Trait tags are rewritten only during an interlude (L218).</source>
        <translation>特质标签只能在间章修改（L218）。</translation>
    </message>
    <message>
        <source>The prepared techniques&apos; Load is %1; at most Spirit Awareness − 4 = %2 (L267).</source>
        <translation>已准备技艺的负荷为%1；最多为灵识−4＝%2（L267）。</translation>
    </message>
    <message>
        <source>The advanced technique %1 needs its attribute at %3 (it is %2; L262).</source>
        <translation>进阶技艺%1需要对应属性达到%3（目前%2；L262）。</translation>
    </message>
    <message>
        <source>Only a technique learned through growth has its Load lowered (%1; L199).</source>
        <translation>只有通过成长习得的技艺才能降低负荷（%1；L199）。</translation>
    </message>
    <message>
        <source>%2 techniques of %1 learned; the attribute gives %3 (L262).</source>
        <translation>已习得%2项%1技艺；属性只提供%3项（L262）。</translation>
    </message>
    <message>
        <source>%2 advanced techniques of %1; only %3 slots from the 7th (L262).</source>
        <translation>%2项%1进阶技艺；第7项起只有%3个栏位（L262）。</translation>
    </message>
    <message>
        <source>%1 techniques learned through growth, %2 paid in the XP ledger (L199).</source>
        <translation>通过成长习得%1项技艺，经验记录中支付了%2次（L199）。</translation>
    </message>
    <message>
        <source>Sustained effects of %1 do not stack (L272).</source>
        <translation>%1的持续效果不会叠加（L272）。</translation>
    </message>
    <message>
        <source>Initial SP can never be exchanged for XP (L161).</source>
        <translation>初始SP无法用于兑换XP（L161）。</translation>
    </message>
    <message>
        <source>This costs %2 XP, not %1 (L157, L169, L195).</source>
        <translation>这需要%2 XP，而非%1（L157、L169、L195）。</translation>
    </message>
    <message>
        <source>XP is spent only during an interlude (L157, L169, L195).</source>
        <translation>XP只能在间章花费（L157、L169、L195）。</translation>
    </message>
    <message>
        <source>Not enough XP: XP is never below 0.</source>
        <translation>XP不足：XP不得低于0。</translation>
    </message>
    <message>
        <source>The charm has no slash to remove.</source>
        <translation>护符上没有可消除的斩痕。</translation>
    </message>
    <message>
        <source>Intensity, feats, style dice and power specializations are removed (L38).</source>
        <translation>强度、专长、时髦骰与灵能力专精已被移除（L38）。</translation>
    </message>
    <message>
        <source>Not enough SP: pay part of the cost as anxiety (L172).</source>
        <translation>SP不足：可将部分消耗改为承受焦虑（L172）。</translation>
    </message>
    <message>
        <source>Destiny&apos;s Choice is used once per scene (L192).</source>
        <translation>天命所归每场景只能使用1次（L192）。</translation>
    </message>
    <message>
        <source>Destiny&apos;s Choice gives a bonus of at least 1 (L192).</source>
        <translation>天命所归给予至少1点加值（L192）。</translation>
    </message>
    <message>
        <source>Cheer buys at least 1 die (L188).</source>
        <translation>喝彩至少购得1枚骰子（L188）。</translation>
    </message>
    <message>
        <source>A flashback costs at least 5 SP, as the DH sets it (L180).</source>
        <translation>闪回至少消耗5 SP，由DH决定（L180）。</translation>
    </message>
    <message>
        <source>Empower gives exactly 2 CAT levels in all among general enchantments (L185).</source>
        <translation>强力在通用附魔间分配合计恰好2级CAT（L185）。</translation>
    </message>
    <message>
        <source>The anxiety paid is part of the cost, never more (L172).</source>
        <translation>承受的焦虑只能替换部分消耗，不能超过（L172）。</translation>
    </message>
    <message>
        <source>SP removes anxiety point for point, never more than there is (L163).</source>
        <translation>SP逐点消除焦虑，不能超过现有的焦虑（L163）。</translation>
    </message>
    <message>
        <source>Obsession tags are activated before the roll (L221).</source>
        <translation>执念标签需在掷骰前激活（L221）。</translation>
    </message>
    <message>
        <source>Only known obsession tags can be activated (L221).</source>
        <translation>只能激活已知的执念标签（L221）。</translation>
    </message>
    <message>
        <source>A character activates obsession tags once per round (L230).</source>
        <translation>一名角色每轮只能激活1次执念标签（L230）。</translation>
    </message>
    <message>
        <source>The same way works only once against the same Sin (L230).</source>
        <translation>相同的使用方式无法对同一个罪孽重复生效（L230）。</translation>
    </message>
    <message>
        <source>A Sin has 1 to 3 obsession tags (it has %1; L221).</source>
        <translation>每个罪孽拥有1~3个执念标签（目前%1个；L221）。</translation>
    </message>
    <message>
        <source>Fortune is spent only while above 0 (L209).</source>
        <translation>机运大于0时才能消耗（L209）。</translation>
    </message>
    <message>
        <source>Others raise fortune only while it is below 0 (L210).</source>
        <translation>机运小于0时，他人才能使其提升（L210）。</translation>
    </message>
    <message>
        <source>Waits for &quot;%1&quot; (%2): to be filled from your rulebook.</source>
        <translation>等待「%1」（%2）：依你的规则书填写。</translation>
    </message>
    <message>
        <source>A cooperative check: another character of the campaign who helps (L92-L93); repeat for each.</source>
        <translation>合作检定：战役中另一名协助的角色（L92-L93）；每人各给一次。</translation>
    </message>
    <message>
        <source>No other character %1 in the campaign to help.</source>
        <translation>战役中没有可协助的其他角色%1。</translation>
    </message>
    <message>
        <source>Only a prepared technique is shown (L268).</source>
        <translation>只能展现已准备的技艺（L268）。</translation>
    </message>
    <message>
        <source>Choose martial arts or spellcraft as the one school of this manifestation (L268).</source>
        <translation>请选择武术或法术作为本次显能的唯一系别（L268）。</translation>
    </message>
    <message>
        <source>The technique is not of that school (L268).</source>
        <translation>这项技艺不属于该系别（L268）。</translation>
    </message>
    <message>
        <source>Outside combat an improvised manifestation restores at most as much HP, and as much MP, as the MP paid (L246).</source>
        <translation>战斗之外，即兴显能为自己恢复的HP与MP，最高分别等于支付的MP（L246）。</translation>
    </message>
    <message>
        <source>The scale is beyond the row of the Narrative POW (L248-L258).</source>
        <translation>规模超出了【叙事】POW对应的一行（L248-L258）。</translation>
    </message>
    <message>
        <source>The scene&apos;s name.</source>
        <translation>场景名称。</translation>
    </message>
    <message>
        <source>Add a scene tag; repeat for each.</source>
        <translation>添加一个场景标签；每个标签重复一次。</translation>
    </message>
    <message>
        <source>Remove a scene tag.</source>
        <translation>移除一个场景标签。</translation>
    </message>
    <message>
        <source>The challenge value of the scene&apos;s checks.</source>
        <translation>场景中检定的挑战值。</translation>
    </message>
    <message>
        <source>The scene sets no challenge value (checks start from 10).</source>
        <translation>场景不设定挑战值（检定从 10 开始）。</translation>
    </message>
    <message>
        <source>Scene %1 set</source>
        <translation>设定场景%1</translation>
    </message>
    <message>
        <source>Scene: %1</source>
        <translation>场景：%1</translation>
    </message>
    <message>
        <source>Scene tags: %1</source>
        <translation>场景标签：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Challenge value: %1</source>
        <translation>挑战值：%1</translation>
    </message>
    <message>
        <source>Challenge value: none set (checks start from %1)</source>
        <translation>挑战值：未设定（检定从 %1 开始）</translation>
    </message>
    <message>
        <source>Hazard&apos;s CAT: %1; resistance&apos;s CAT: %2</source>
        <translation>危害的 CAT：%1；抵抗的 CAT：%2</translation>
    </message>
    <message>
        <source>The resistance succeeds.</source>
        <translation>抵抗成功。</translation>
    </message>
    <message>
        <source>The resistance fails.</source>
        <translation>抵抗失败。</translation>
    </message>
    <message>
        <source>One side of an opposed check against --challenge, the other side&apos;s value: parry, counter, hazard or resistance.</source>
        <translation>对抗检定的一方，以 --challenge 为另一方的值：parry（格挡）、counter（反制）、hazard（危害）或 resistance（抵抗）。</translation>
    </message>
    <message>
        <source>Challenge %1: the scene&apos;s.</source>
        <translation>挑战值%1：取自场景。</translation>
    </message>
    <message>
        <source>--as is parry, counter, hazard or resistance.</source>
        <translation>--as 只能是 parry、counter、hazard 或 resistance。</translation>
    </message>
    <message>
        <source>A scene tag has words.</source>
        <translation>场景标签不能为空。</translation>
    </message>
    <message>
        <source>The scene already has the tag %1.</source>
        <translation>场景已经有标签%1。</translation>
    </message>
    <message>
        <source>A challenge value is from %1 to %2 (not %3).</source>
        <translation>挑战值须在%1到%2之间（不是%3）。</translation>
    </message>
    <message>
        <source>The campaign&apos;s content packs no longer hold this entry.</source>
        <translation>战役的内容包中已没有这一条目。</translation>
    </message>
    <message>
        <source>? (%1: to be filled from your rulebook)</source>
        <translation>？（%1：依你的规则书填写）</translation>
    </message>
    <message>
        <source>The charms of the current scene.</source>
        <translation>当前场景的护符。</translation>
    </message>
    <message>
        <source>The charms of the Sin with this id.</source>
        <translation>此编号罪孽的护符。</translation>
    </message>
    <message>
        <source>Add a charm with this name.</source>
        <translation>添加此名称的护符。</translation>
    </message>
    <message>
        <source>The added charm&apos;s kind: warning, duel, task or event.</source>
        <translation>添加护符的种类：warning（警告）、duel（斗法）、task（任务）或event（事件）。</translation>
    </message>
    <message>
        <source>The added charm&apos;s own capacity in slashes (else its kind&apos;s size).</source>
        <translation>添加护符自身的容量（斩；否则为其种类的容量）。</translation>
    </message>
    <message>
        <source>Remove the charm with this number (from 0).</source>
        <translation>移除此序号的护符（从0起）。</translation>
    </message>
    <message>
        <source>Mark a slash on the charm with this number (from 0).</source>
        <translation>在此序号的护符上画下一道斩痕（从0起）。</translation>
    </message>
    <message>
        <source>The marked slash&apos;s note.</source>
        <translation>所画斩痕的备注。</translation>
    </message>
    <message>
        <source>Clear the last slash of the charm with this number (from 0).</source>
        <translation>清除此序号护符的最后一道斩痕（从0起）。</translation>
    </message>
    <message>
        <source>Give --scene or --sin ID.</source>
        <translation>请指定 --scene 或 --sin ID。</translation>
    </message>
    <message>
        <source>One change at a time: --add, --remove, --mark or --clear.</source>
        <translation>一次只做一项更改：--add、--remove、--mark 或 --clear。</translation>
    </message>
    <message>
        <source>No charm %1: the owner has %2 (numbered from 0).</source>
        <translation>没有护符%1：其所有者有%2个（从0编号）。</translation>
    </message>
    <message>
        <source>Charm %1 added</source>
        <translation>添加护符%1</translation>
    </message>
    <message>
        <source>Charm %1 removed</source>
        <translation>移除护符%1</translation>
    </message>
    <message>
        <source>Slash on charm %1</source>
        <translation>护符%1画下斩痕</translation>
    </message>
    <message>
        <source>The charm has no slash to clear.</source>
        <translation>此护符没有可清除的斩痕。</translation>
    </message>
    <message>
        <source>Slash cleared on charm %1</source>
        <translation>护符%1清除斩痕</translation>
    </message>
    <message>
        <source>Charms of %1: %2</source>
        <translation>%1的护符：%2个</translation>
    </message>
    <message>
        <source>%1 of %2 slashes</source>
        <translation>%1/%2斩痕</translation>
    </message>
    <message>
        <source>A charm needs a name (spec §18).</source>
        <translation>护符需要名称（规格§18）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a charm kind: warning, duel, task or event (spec §18).</source>
        <translation>“%1”不是护符种类：warning（警告）、duel（斗法）、task（任务）或event（事件）（规格§18）。</translation>
    </message>
    <message>
        <source>The charm&apos;s kind has no size yet: fill the setting %1 from your rulebook, or give the charm its own capacity (spec §18).</source>
        <translation>此护符种类尚无容量：请依你的规则书填写设置%1，或为护符指定容量（规格§18）。</translation>
    </message>
    <message>
        <source>A charm holds at least 1 slash (its capacity is %1; spec §18).</source>
        <translation>护符容量至少为1斩（目前为%1；规格§18）。</translation>
    </message>
    <message>
        <source>The charm is full: it holds %2 slashes and would have %1 (spec §18, L29-L30).</source>
        <translation>护符已满：容量为%2斩，将会有%1道斩痕（规格§18，L29-L30）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::AbilitiesPanel</name>
    <message>
        <source>Ability %1</source>
        <translation>特殊能力“%1”</translation>
    </message>
    <message>
        <source>Choose a friend</source>
        <translation>选择密友</translation>
    </message>
    <message>
        <source>Choose a rival</source>
        <translation>选择对手</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>编辑笔记</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>（请选择）</translation>
    </message>
    <message>
        <source>Special abilit&amp;ies</source>
        <translation>特殊能力(&amp;I)</translation>
    </message>
    <message>
        <source>Special abilities</source>
        <translation>特殊能力</translation>
    </message>
    <message>
        <source>One ability at creation; more from playbook advances. Click or press Space to take one.</source>
        <translation>创建角色时选一项，之后靠剧本成长获得更多。点击或按空格键即可选取。</translation>
    </message>
    <message>
        <source>Close &amp;friend</source>
        <translation>密友(&amp;F)</translation>
    </message>
    <message>
        <source>One of your playbook&apos;s people, close to you.</source>
        <translation>你的剧本人物之一，与你关系亲近。</translation>
    </message>
    <message>
        <source>Close friend</source>
        <translation>密友</translation>
    </message>
    <message>
        <source>&amp;Rival</source>
        <translation>对手(&amp;R)</translation>
    </message>
    <message>
        <source>One of your playbook&apos;s people, set against you; not your friend.</source>
        <translation>你的剧本人物之一，与你作对；不能是你的密友。</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Not&amp;es</source>
        <translation>笔记(&amp;E)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>XP triggers</source>
        <translation>经验触发条件</translation>
    </message>
    <message>
        <source>At the end of the session, mark playbook XP for each: 1, or 2 if it happened a lot.</source>
        <translation>每次游戏结束时，每符合一项就标记剧本经验：1 点，若发生多次则 2 点。</translation>
    </message>
</context>
<context>
    <name>sw::ui::AboutDialog</name>
    <message>
        <source>About Sheetwright</source>
        <translation>关于 Sheetwright</translation>
    </message>
    <message>
        <source>Character and crew sheets for Blades in the Dark and other Forged in the Dark games, with the rules checked as you play.</source>
        <translation>暗夜刀锋及其他 Forged in the Dark 游戏的角色卡与帮派卡，游玩时即时检查规则。</translation>
    </message>
    <message>
        <source>This work is based on Blades in the Dark (&lt;a href=&quot;https://bladesinthedark.com/&quot;&gt;bladesinthedark.com&lt;/a&gt;), product of One Seven Design, developed and authored by John Harper, and licensed for our use under the Creative Commons Attribution 3.0 Unported license (&lt;a href=&quot;https://creativecommons.org/licenses/by/3.0/&quot;&gt;CC BY 3.0&lt;/a&gt;). The Blades in the Dark SRD is published by Evil Hat Productions.</source>
        <translation>本作品基于《Blades in the Dark》（&lt;a href=&quot;https://bladesinthedark.com/&quot;&gt;bladesinthedark.com&lt;/a&gt;），该作品为 One Seven Design 的产品，由 John Harper 设计与撰写，依知识共享署名 3.0 未本地化版本许可协议（&lt;a href=&quot;https://creativecommons.org/licenses/by/3.0/&quot;&gt;CC BY 3.0&lt;/a&gt;）授权我们使用。Blades in the Dark SRD 由 Evil Hat Productions 发行。</translation>
    </message>
    <message>
        <source>Traditional Chinese terms follow the Blades in the Dark SRD translation by 洪偉 (暗夜冷鋒), also under CC BY 3.0.</source>
        <translation>繁体中文术语依循洪偉翻译的 Blades in the Dark SRD（暗夜冷鋒），同样以 CC BY 3.0 授权。</translation>
    </message>
    <message>
        <source>Sheetwright is not affiliated with or endorsed by One Seven Design or Evil Hat Productions.</source>
        <translation>Sheetwright 与 One Seven Design 及 Evil Hat Productions 没有关联，也未获其认可。</translation>
    </message>
</context>
<context>
    <name>sw::ui::AbsorbHitDialog</name>
    <message>
        <source>Take a Hit — %1</source>
        <translation>承受打击——%1</translation>
    </message>
    <message>
        <source>&amp;Shifts of the hit</source>
        <translation>打击的档次(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Track</source>
        <translation>压力轨(&amp;T)</translation>
    </message>
    <message>
        <source>Who gets the free invoke on a consequence</source>
        <translation>谁得到后果上的免费援引</translation>
    </message>
    <message>
        <source>&amp;Inflicted by</source>
        <translation>造成者(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Absorb</source>
        <translation>吸收(&amp;A)</translation>
    </message>
    <message>
        <source>Stress boxes (1 shift each)</source>
        <translation>压力格（每格 1 档次）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The consequence, written as an aspect</source>
        <translation>写成形象的后果</translation>
    </message>
    <message>
        <source>Absorbs %1 of %2 shift(s).</source>
        <translation>吸收 %2 档次中的 %1。</translation>
    </message>
    <message>
        <source>The sheet can absorb at most %1 on this track: the character is taken out.</source>
        <translation>这条压力轨最多只能吸收 %1：角色被剔除。</translation>
    </message>
    <message>
        <source>Write each consequence you take as an aspect.</source>
        <translation>请把承受的每个后果写成形象。</translation>
    </message>
    <message>
        <source>Any aspect but the high concept</source>
        <translation>高概念以外的任一形象</translation>
    </message>
    <message>
        <source>An extreme consequence permanently replaces this aspect</source>
        <translation>极端后果会永久取代这个形象</translation>
    </message>
    <message>
        <source>Extreme &amp;replaces</source>
        <translation>极端后果取代(&amp;R)</translation>
    </message>
</context>
<context>
    <name>sw::ui::ActionDotsPage</name>
    <message>
        <source>Action dots</source>
        <translation>行动点</translation>
    </message>
    <message numerus="yes">
        <source>Your playbook placed %n dot(s). Place the rest where your scoundrel is good.</source>
        <translation>
            <numerusform>你的剧本已分配 %n 点。请将其余的点分配在你的恶徒擅长的行动上。</numerusform>
        </translation>
    </message>
    <message>
        <source>Place %1 dot in an action that reflects your heritage, %2 in one that reflects your background and %3 anywhere. While the character is made, no action goes above %4.</source>
        <translation>在体现你出身的行动上分配 %1 点，在体现你背景的行动上分配 %2 点，其余 %3 点可任意分配。创建角色期间，任何行动都不能超过 %4 点。</translation>
    </message>
    <message numerus="yes">
        <source>%1: the playbook gives %n dot(s) here; they stay. At most %2 while the character is made.</source>
        <translation>
            <numerusform>%1：剧本在此给予 %n 点，这些点不能移除。创建角色期间最多 %2 点。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: at most %2 dots while the character is made.</source>
        <translation>%1：创建角色期间最多 %2 点。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n dot(s) left</source>
        <translation>
            <numerusform>剩余 %1 点（共 %n 点）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::ActionsPanel</name>
    <message>
        <source>%1 to %2 dots</source>
        <translation>%1设为 %2 点</translation>
    </message>
    <message>
        <source>The attribute&apos;s rating: the number of its actions with at least one dot; you roll it to resist.</source>
        <translation>属性评级：该属性下至少有一点的行动数；抵抗检定时掷这个数量的骰子。</translation>
    </message>
    <message>
        <source>At most %1 dots now.</source>
        <translation>目前最多 %1 点。</translation>
    </message>
    <message>
        <source>Click to resist a consequence with %1.</source>
        <translation>点击以%1抵抗后果。</translation>
    </message>
    <message>
        <source>Click to roll %1.</source>
        <translation>点击进行%1检定。</translation>
    </message>
    <message>
        <source>XP to %1</source>
        <translation>经验设为 %1</translation>
    </message>
    <message>
        <source>%1 XP</source>
        <translation>%1经验</translation>
    </message>
    <message>
        <source>Mark XP here for a desperate roll with one of these actions, or by training; a full track is one more action dot.</source>
        <translation>以这些行动进行绝境检定或训练时，在此标记经验；填满后可增加一个行动点。</translation>
    </message>
    <message>
        <source>Playbook &amp;XP</source>
        <translation>剧本经验(&amp;X)</translation>
    </message>
    <message>
        <source>Playbook XP</source>
        <translation>剧本经验</translation>
    </message>
    <message>
        <source>Mark playbook XP at the end of the session for its triggers; a full track is a new special ability.</source>
        <translation>游戏结束时按触发条件标记剧本经验；填满后可获得一项新的特殊能力。</translation>
    </message>
    <message>
        <source>R: resist a consequence with %1.</source>
        <translation>按 R：以%1抵抗后果。</translation>
    </message>
    <message>
        <source>R: roll %1.</source>
        <translation>按 R：进行%1检定。</translation>
    </message>
</context>
<context>
    <name>sw::ui::AdvancementDialog</name>
    <message>
        <source>Advance</source>
        <translation>成长</translation>
    </message>
    <message>
        <source>A track is full. Choose &amp;what the advance brings; only what the rules allow can be chosen.</source>
        <translation>有一条经验条已填满。请选择这次成长的内容(&amp;W)；只能选择规则允许的项目。</translation>
    </message>
    <message>
        <source>Advance choices</source>
        <translation>成长选项</translation>
    </message>
    <message>
        <source>A playbook advance is a new special ability; an attribute advance is one more dot in one of its actions.</source>
        <translation>剧本成长可获得一项新的特殊能力；属性成长可为该属性的一项行动增加一点。</translation>
    </message>
    <message>
        <source>Rules for the selected choice</source>
        <translation>所选项目的规则</translation>
    </message>
    <message>
        <source>Playbook advance: a new ability</source>
        <translation>剧本成长：新的特殊能力</translation>
    </message>
    <message numerus="yes">
        <source>%n playbook advance(s) waiting: each brings one more special ability.</source>
        <translation>
            <numerusform>有 %n 次剧本成长待获得：每次可获得一项特殊能力。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (Veteran)</source>
        <translation>%1（老手）</translation>
    </message>
    <message>
        <source>A Veteran pick lets you take an ability of another playbook.</source>
        <translation>“老手”让你可以选取其他剧本的特殊能力。</translation>
    </message>
    <message>
        <source>%1 advance: +1 action dot</source>
        <translation>%1成长：+1 行动点</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 advance(s) waiting: each adds one dot to an action of %1, within the cap.</source>
        <translation>
            <numerusform>有 %n 次%1成长待获得：每次可为一项%1行动增加一点（不超过上限）。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take Advance</source>
        <translation>获得成长(&amp;T)</translation>
    </message>
    <message>
        <source>Nothing is waiting to be taken.</source>
        <translation>没有待获得的成长。</translation>
    </message>
    <message>
        <source>%1 goes from %2 to %3 dots.</source>
        <translation>“%1”从 %2 点提升为 %3 点。</translation>
    </message>
</context>
<context>
    <name>sw::ui::BladesExport</name>
    <message>
        <source>Nothing was exported: the campaign has no such sheet.</source>
        <translation>未导出任何内容：战役中没有这张卡。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 was exported to %2.</source>
        <translation>%1 已导出到 %2。</translation>
    </message>
    <message>
        <source>Export Sheet</source>
        <translation>导出卡</translation>
    </message>
    <message>
        <source>Foundry VTT actors (*.json)</source>
        <translation>Foundry VTT 角色（*.json）</translation>
    </message>
    <message>
        <source>Sheetwright sheets (*.json)</source>
        <translation>Sheetwright 卡（*.json）</translation>
    </message>
    <message>
        <source>%1 Foundry VTT&apos;s sheet has no place for: %2.</source>
        <translation>%1 Foundry VTT 的角色卡没有位置可放：%2。</translation>
    </message>
</context>
<context>
    <name>sw::ui::BladesImport</name>
    <message>
        <source>This file is not JSON: %1.</source>
        <translation>这个文件不是 JSON：%1。</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message numerus="yes">
        <source>Import %n sheet(s)</source>
        <translation>
            <numerusform>导入 %n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>This Foundry VTT file holds nothing Sheetwright can take.</source>
        <translation>这个 Foundry VTT 文件里没有 Sheetwright 能读取的内容。</translation>
    </message>
    <message>
        <source>Import takes a Foundry VTT actor or a Sheetwright sheet (JSON); a whole campaign export is imported with sheetwright-cli import.</source>
        <translation>导入接受 Foundry VTT 角色或 Sheetwright 卡（JSON）；整个战役的导出文件请用 sheetwright-cli import 导入。</translation>
    </message>
    <message>
        <source>Nothing was imported: the sheet breaks rules. %1</source>
        <translation>没有导入任何东西：这张卡违反规则。%1</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Foundry VTT or Sheetwright JSON (*.json)</source>
        <translation>Foundry VTT 或 Sheetwright JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The sheet breaks rules: %1 Import it anyway? The sheet will show what it breaks.</source>
        <translation>这张卡违反规则：%1 仍要导入吗？卡上会标示它违反的规则。</translation>
    </message>
    <message>
        <source>Import &amp;Anyway</source>
        <translation>仍要导入(&amp;A)</translation>
    </message>
</context>
<context>
    <name>sw::ui::BladesUi</name>
    <message>
        <source>Crews</source>
        <translation>帮派</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>帮派</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>角色</translation>
    </message>
    <message>
        <source>Factions</source>
        <translation>派系</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>派系</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>进度钟</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>进度钟</translation>
    </message>
    <message>
        <source>Crew &quot;%1&quot; and all its members</source>
        <translation>帮派“%1”与所有成员</translation>
    </message>
    <message>
        <source>The faction ladder</source>
        <translation>派系梯</translation>
    </message>
    <message>
        <source>Every clock</source>
        <translation>所有进度钟</translation>
    </message>
    <message>
        <source>New &amp;Character…</source>
        <translation>新建角色(&amp;C)…</translation>
    </message>
    <message>
        <source>Make a scoundrel step by step, as the rulebook does</source>
        <translation>按照规则书的步骤，逐步创建恶徒</translation>
    </message>
    <message>
        <source>Found a crew step by step: type, lair, hunting grounds, upgrades</source>
        <translation>逐步创立帮派：类型、巢穴、猎场、升级</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>&amp;Import (Foundry VTT or JSON)…</source>
        <translation>导入（Foundry VTT 或 JSON）(&amp;I)…</translation>
    </message>
    <message>
        <source>Add a scoundrel, crew, factions or clock from a Foundry VTT actor, or a sheet exported as JSON.</source>
        <translation>从 Foundry VTT 角色，或导出成 JSON 的卡，加入恶棍、帮派、派系或进度钟。</translation>
    </message>
    <message>
        <source>&amp;Rule Packs…</source>
        <translation>规则包(&amp;R)…</translation>
    </message>
    <message>
        <source>The rule packs Sheetwright knows, and where to put your own</source>
        <translation>Sheetwright 识别的规则包，以及放置自定义规则包的位置</translation>
    </message>
    <message>
        <source>New Cre&amp;w…</source>
        <translation>新建帮派(&amp;W)…</translation>
    </message>
</context>
<context>
    <name>sw::ui::CampaignActions</name>
    <message>
        <source>Duplicate %1</source>
        <translation>复制 %1</translation>
    </message>
    <message>
        <source>Made a copy of %1.</source>
        <translation>已复制 %1。</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>删除 %1</translation>
    </message>
    <message>
        <source>Deleted %1. Edit ▸ Undo brings it back.</source>
        <translation>已删除 %1。编辑 ▸ 撤销可以找回。</translation>
    </message>
    <message>
        <source>&amp;Open Sheet</source>
        <translation>打开卡(&amp;O)</translation>
    </message>
    <message>
        <source>Open the sheet chosen in the campaign list.</source>
        <translation>打开战役列表中选中的卡。</translation>
    </message>
    <message>
        <source>Dupli&amp;cate Sheet</source>
        <translation>复制卡(&amp;C)</translation>
    </message>
    <message>
        <source>Make a copy of the sheet chosen in the campaign list.</source>
        <translation>复制战役列表中选中的卡。</translation>
    </message>
    <message>
        <source>&amp;Delete Sheet</source>
        <translation>删除卡(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the sheet chosen in the campaign list; Undo brings it back.</source>
        <translation>删除战役列表中选中的卡；撤销可以找回。</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>已导出 %1。</translation>
    </message>
    <message>
        <source>E&amp;xport Sheet…</source>
        <translation>导出卡(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the sheet chosen in the campaign list as a file File ▸ Import reads back.</source>
        <translation>将战役列表中选中的卡存为文件，可再用“文件 ▸ 导入”读回。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CampaignBrowser</name>
    <message>
        <source>All sheets</source>
        <translation>全部卡片</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Which sheets to list</source>
        <translation>要列出哪些卡片</translation>
    </message>
    <message>
        <source>Search names, playbooks, crews…</source>
        <translation>搜索名称、剧本、帮派…</translation>
    </message>
    <message>
        <source>Search the campaign</source>
        <translation>搜索战役</translation>
    </message>
    <message>
        <source>Campaign sheets</source>
        <translation>战役卡片</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>帮派</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
</context>
<context>
    <name>sw::ui::CampaignPage</name>
    <message>
        <source>No campaign open</source>
        <translation>尚未打开战役</translation>
    </message>
    <message>
        <source>Create a campaign with File ▸ New Campaign, or open one with File ▸ Open.</source>
        <translation>用“文件 ▸ 新建战役”创建战役，或用“文件 ▸ 打开”打开战役。</translation>
    </message>
    <message>
        <source>Campaign name</source>
        <translation>战役名称</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>Campaign file</source>
        <translation>战役文件</translation>
    </message>
    <message>
        <source>Every change is saved as you make it.</source>
        <translation>每次修改都会立即保存。</translation>
    </message>
    <message>
        <source>Campaign format version %1</source>
        <translation>战役格式版本 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::CharacterSheet</name>
    <message>
        <source>New scoundrel</source>
        <translation>新恶徒</translation>
    </message>
    <message>
        <source>In creation: place the dots, choose one ability, a friend and a rival.</source>
        <translation>创建中：分配行动点，选择一项特殊能力、一位密友与一位对手。</translation>
    </message>
    <message>
        <source>Dead — the sheet is kept as it was.</source>
        <translation>已死亡——角色卡保持原样。</translation>
    </message>
    <message>
        <source>Retired — the sheet is kept as it was.</source>
        <translation>已退休——角色卡保持原样。</translation>
    </message>
    <message>
        <source>Incarcerated.</source>
        <translation>监禁中。</translation>
    </message>
    <message numerus="yes">
        <source>Take %n advance(s)…</source>
        <translation>
            <numerusform>获得 %n 次成长…</numerusform>
        </translation>
    </message>
    <message>
        <source>GM overrides on this sheet: %1</source>
        <translation>此卡的 GM 裁定：%1</translation>
    </message>
    <message>
        <source>Take an advance</source>
        <translation>获得成长</translation>
    </message>
</context>
<context>
    <name>sw::ui::CharacterWizard</name>
    <message>
        <source>New Scoundrel</source>
        <translation>新建恶徒</translation>
    </message>
    <message>
        <source>Starting action dots:</source>
        <translation>初始行动点：</translation>
    </message>
    <message>
        <source>XP trigger:</source>
        <translation>经验触发条件：</translation>
    </message>
    <message>
        <source>Special abilities:</source>
        <translation>特殊能力：</translation>
    </message>
    <message>
        <source>Playbook</source>
        <translation>剧本</translation>
    </message>
    <message>
        <source>Choose what kind of scoundrel you play. Changing it later clears the dots, ability, friend and rival chosen for the old one.</source>
        <translation>选择你要扮演哪一种恶徒。之后若更换，为原剧本选的行动点、特殊能力、密友与对手都会清除。</translation>
    </message>
    <message>
        <source>&amp;Playbook:</source>
        <translation>剧本(&amp;P)：</translation>
    </message>
    <message>
        <source>Heritage</source>
        <translation>出身</translation>
    </message>
    <message>
        <source>Where your family comes from. Add a detail about them.</source>
        <translation>你的家族来自何方。请补充一项关于家族的细节。</translation>
    </message>
    <message>
        <source>&amp;Heritage:</source>
        <translation>出身(&amp;H)：</translation>
    </message>
    <message>
        <source>Your heritage is your family&apos;s land of origin; one of your action dots will reflect it.</source>
        <translation>出身是你家族的发源地；你的其中一个行动点将体现你的出身。</translation>
    </message>
    <message>
        <source>Family &amp;detail:</source>
        <translation>家族细节(&amp;D)：</translation>
    </message>
    <message>
        <source>A detail about your family, in a few words.</source>
        <translation>用几个字描述你家族的一项细节。</translation>
    </message>
    <message>
        <source>e.g. my mother still runs the old eel boat</source>
        <translation>例如：我母亲还在经营那艘老鳗鱼船</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>背景</translation>
    </message>
    <message>
        <source>What you did before you joined the crew. Add a specific detail.</source>
        <translation>你加入帮派之前做过什么。请补充一项具体细节。</translation>
    </message>
    <message>
        <source>Bac&amp;kground:</source>
        <translation>背景(&amp;K)：</translation>
    </message>
    <message>
        <source>Your background is what you did before; one of your action dots will reflect it.</source>
        <translation>背景是你过去的经历；你的其中一个行动点将体现你的背景。</translation>
    </message>
    <message>
        <source>Specific &amp;detail:</source>
        <translation>具体细节(&amp;D)：</translation>
    </message>
    <message>
        <source>A specific detail of that life, in a few words.</source>
        <translation>用几个字描述那段生活的一项具体细节。</translation>
    </message>
    <message>
        <source>e.g. deserted from the Imperial army at Mistmoor</source>
        <translation>例如：在雾沼当过帝国军的逃兵</translation>
    </message>
    <message>
        <source>The first ability of the playbook is its default pick.</source>
        <translation>剧本的第一项特殊能力是默认选择。</translation>
    </message>
    <message>
        <source>Special ability</source>
        <translation>特殊能力</translation>
    </message>
    <message>
        <source>Choose one special ability of your playbook. More come with playbook advances.</source>
        <translation>从你的剧本中选择一项特殊能力。之后可通过剧本成长获得更多。</translation>
    </message>
    <message>
        <source>&amp;Special ability:</source>
        <translation>特殊能力(&amp;S)：</translation>
    </message>
    <message>
        <source>At creation you take one special ability of your playbook; the first one is the default.</source>
        <translation>创建角色时，从剧本中选取一项特殊能力；默认为第一项。</translation>
    </message>
    <message>
        <source>Vice</source>
        <translation>恶习</translation>
    </message>
    <message>
        <source>Choose the vice you indulge to clear stress, describe it, and name your purveyor.</source>
        <translation>选择你用来清除压力的恶习，描述它，并写下你的供应者。</translation>
    </message>
    <message>
        <source>&amp;Vice:</source>
        <translation>恶习(&amp;V)：</translation>
    </message>
    <message>
        <source>One kind of vice; indulging it in downtime clears stress.</source>
        <translation>一种恶习；在休整时沉溺其中可清除压力。</translation>
    </message>
    <message>
        <source>&amp;Describe it:</source>
        <translation>描述(&amp;D)：</translation>
    </message>
    <message>
        <source>What exactly your vice is, in a few words.</source>
        <translation>用几个字说明你的恶习具体是什么。</translation>
    </message>
    <message>
        <source>e.g. dice at the Silver Stag</source>
        <translation>例如：在银雄鹿掷骰赌博</translation>
    </message>
    <message>
        <source>&amp;Purveyor:</source>
        <translation>供应者(&amp;P)：</translation>
    </message>
    <message>
        <source>The person who serves your vice, and where to find them.</source>
        <translation>供应你恶习的人，以及在哪里可以找到对方。</translation>
    </message>
    <message>
        <source>e.g. Singer, at the Silver Stag in Nightmarket</source>
        <translation>例如：“歌手”，在夜市区的银雄鹿</translation>
    </message>
    <message>
        <source>Name, alias and look</source>
        <translation>名字、化名与外貌</translation>
    </message>
    <message>
        <source>Record your name, an alias if you use one, and a few words about your look.</source>
        <translation>写下你的名字、化名（如果有的话），并用几个字描述你的外貌。</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>名字(&amp;M)：</translation>
    </message>
    <message>
        <source>Every scoundrel has a name; it is required.</source>
        <translation>每个恶徒都有名字；此栏必填。</translation>
    </message>
    <message>
        <source>e.g. Mara Kell</source>
        <translation>例如：玛拉·凯尔</translation>
    </message>
    <message>
        <source>&amp;Alias:</source>
        <translation>化名(&amp;A)：</translation>
    </message>
    <message>
        <source>An alias is optional: the name the streets know you by.</source>
        <translation>化名可不填：街头上的人对你的称呼。</translation>
    </message>
    <message>
        <source>e.g. the Widow</source>
        <translation>例如：寡妇</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <translation>外貌(&amp;L)：</translation>
    </message>
    <message>
        <source>A few evocative words: build, clothes, manner.</source>
        <translation>几个生动的词语：体型、衣着、举止。</translation>
    </message>
    <message>
        <source>e.g. lean, scarred hands, long coat, quiet voice</source>
        <translation>例如：瘦削、满是伤疤的手、长大衣、轻声细语</translation>
    </message>
    <message>
        <source>Your scoundrel</source>
        <translation>你的恶徒</translation>
    </message>
    <message>
        <source>Review the sheet. Finish starts play; the action dots are then fixed and grow by advances.</source>
        <translation>请检查角色卡。按“完成”即开始游戏；之后行动点便固定，只能通过成长增加。</translation>
    </message>
    <message>
        <source>(no name yet)</source>
        <translation>（尚未命名）</translation>
    </message>
    <message>
        <source>Close friend</source>
        <translation>密友</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>对手</translation>
    </message>
    <message>
        <source>Purveyor</source>
        <translation>供应者</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>外貌</translation>
    </message>
    <message>
        <source>XP trigger</source>
        <translation>经验触发条件</translation>
    </message>
    <message>
        <source>The playbook gives 3 starting action dots, its special abilities, its people and your XP trigger.</source>
        <translation>剧本提供 3 个初始行动点、其特殊能力、相关人物，以及你的经验触发条件。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ClaimsMapView</name>
    <message>
        <source>%1, held</source>
        <translation>%1，已占据</translation>
    </message>
    <message>
        <source>%1, not held</source>
        <translation>%1，未占据</translation>
    </message>
</context>
<context>
    <name>sw::ui::ClaimsPanel</name>
    <message>
        <source>Lose a claim</source>
        <translation>失去据点</translation>
    </message>
    <message>
        <source>Seize a claim</source>
        <translation>夺取据点</translation>
    </message>
    <message>
        <source>Lair</source>
        <translation>巢穴</translation>
    </message>
    <message>
        <source>The crew&apos;s lair: every path starts here.</source>
        <translation>帮派的巢穴：所有路径都从这里出发。</translation>
    </message>
    <message>
        <source>C&amp;laims</source>
        <translation>据点(&amp;L)</translation>
    </message>
    <message>
        <source>Claims map</source>
        <translation>据点图</translation>
    </message>
    <message>
        <source>Seize a claim next to the lair or one you hold; one off the path needs the GM&apos;s leave (GM override mode).</source>
        <translation>可夺取与巢穴或已占据据点相邻的据点；不相连的据点需要 GM 许可（GM 裁定模式）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ClockDialog</name>
    <message>
        <source>New Clock</source>
        <translation>新建进度钟</translation>
    </message>
    <message>
        <source>Edit Clock</source>
        <translation>编辑进度钟</translation>
    </message>
    <message numerus="yes">
        <source>%n segments</source>
        <translation>
            <numerusform>%n 格</numerusform>
        </translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&amp;GM only (hidden from players)</source>
        <translation>仅限 GM，不让玩家看见(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>格数(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>种类(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Belongs to</source>
        <translation>所属(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Unlocks</source>
        <translation>完成后开启(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Races against</source>
        <translation>竞速对象(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Filled</source>
        <translation>已填格数(&amp;F)</translation>
    </message>
    <message>
        <source>Danger and mission clocks only fill; tug-of-war clocks fill and empty (A §6).</source>
        <translation>危险钟与任务钟只会填入；拔河钟则可增可减（A §6）。</translation>
    </message>
    <message>
        <source>A linked clock: completing this one unlocks the one chosen here.</source>
        <translation>连锁钟：此进度钟完成后，会解锁这里选择的进度钟。</translation>
    </message>
    <message>
        <source>Racing clocks: two clocks, whichever fills first wins.</source>
        <translation>竞速钟：两个进度钟互相竞速，先填满者获胜。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ClocksBoard</name>
    <message>
        <source>All clocks</source>
        <translation>所有进度钟</translation>
    </message>
    <message>
        <source>%1 of %2 filled</source>
        <translation>已填 %1/%2 格</translation>
    </message>
    <message>
        <source>Unlocks: %1</source>
        <translation>完成后开启：%1</translation>
    </message>
    <message>
        <source>Races: %1</source>
        <translation>竞速对象：%1</translation>
    </message>
    <message>
        <source>Locked until the clock before it is complete</source>
        <translation>锁定中：前一个进度钟完成后才会解锁</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>GM only</source>
        <translation>仅限 GM</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Faction roll</source>
        <translation>派系检定</translation>
    </message>
    <message>
        <source>The faction turn: a fortune roll on the faction&apos;s tier ticks 1, 2, 3 or 5 segments (C §9).</source>
        <translation>派系回合：以派系的层级进行运气检定，推进 1、2、3 或 5 格（C §9）。</translation>
    </message>
    <message>
        <source>Faction clock roll</source>
        <translation>派系钟检定</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove clock %1</source>
        <translation>移除进度钟 %1</translation>
    </message>
    <message>
        <source>Clock %1: %2 of %3</source>
        <translation>进度钟 %1：填到 %2/%3 格</translation>
    </message>
    <message>
        <source>New clock %1</source>
        <translation>新建进度钟 %1</translation>
    </message>
    <message>
        <source>Edit clock %1</source>
        <translation>编辑进度钟 %1</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>显示(&amp;S)：</translation>
    </message>
    <message>
        <source>Only the clocks of one owner: the campaign, a crew, a scoundrel or a faction.</source>
        <translation>只显示单一所属者的进度钟：战役、某个帮派、恶徒或派系。</translation>
    </message>
    <message>
        <source>&amp;New Clock…</source>
        <translation>新建进度钟(&amp;N)…</translation>
    </message>
    <message>
        <source>A clock of 4, 6, 8, 10 or 12 segments (A §6).</source>
        <translation>4、6、8、10 或 12 格的进度钟（A §6）。</translation>
    </message>
    <message>
        <source>No clocks yet. A clock tracks an obstacle, a danger or a goal: make one with New Clock.</source>
        <translation>还没有进度钟。进度钟用来追踪障碍、危险或目标：请用“新建进度钟”创建一个。</translation>
    </message>
    <message>
        <source>%1: all</source>
        <translation>%1：全部</translation>
    </message>
</context>
<context>
    <name>sw::ui::CohortDialog</name>
    <message>
        <source>New Cohort</source>
        <translation>添加同伙</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>种类(&amp;K)</translation>
    </message>
    <message>
        <source>A gang is a group of one type; an expert is one specialist.</source>
        <translation>团伙是同一类型的一群人；专家则是单独一位专才。</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>类型(&amp;T)</translation>
    </message>
    <message>
        <source>What the gang does, or the expert&apos;s speciality (type your own).</source>
        <translation>团伙从事的工作，或专家的专长（可自行输入）。</translation>
    </message>
    <message>
        <source>&amp;Edge</source>
        <translation>优势(&amp;E)</translation>
    </message>
    <message>
        <source>What the cohort is good at; each edge comes with a flaw.</source>
        <translation>同伙擅长的事；每项优势都伴随一项缺陷。</translation>
    </message>
    <message>
        <source>&amp;Flaw</source>
        <translation>缺陷(&amp;F)</translation>
    </message>
    <message>
        <source>What holds the cohort back.</source>
        <translation>拖累同伙的弱点。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Second e&amp;dge</source>
        <translation>第二项优势(&amp;D)</translation>
    </message>
    <message>
        <source>A cohort may have a second edge; it brings a second flaw.</source>
        <translation>同伙可有第二项优势，并随之带来第二项缺陷。</translation>
    </message>
    <message>
        <source>Second f&amp;law</source>
        <translation>第二项缺陷(&amp;L)</translation>
    </message>
    <message>
        <source>The flaw that comes with the second edge.</source>
        <translation>随第二项优势而来的缺陷。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CohortPage</name>
    <message>
        <source>Cohorts</source>
        <translation>同伙</translation>
    </message>
    <message>
        <source>Each Cohort upgrade brings a gang (a group of one type) or an expert, with an edge and a flaw.</source>
        <translation>每个“同伙”升级可带来一个团伙（同一类型的一群人）或一位专家，附带一项优势与一项缺陷。</translation>
    </message>
    <message>
        <source>&amp;Cohorts on the sheet:</source>
        <translation>卡上的同伙(&amp;C)：</translation>
    </message>
    <message>
        <source>One cohort for each Cohort upgrade the crew has marked.</source>
        <translation>帮派每标记一个“同伙”升级，就有一个同伙。</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Erase the selected cohort from the sheet.</source>
        <translation>从卡上移除所选的同伙。</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>种类(&amp;K)：</translation>
    </message>
    <message>
        <source>A gang: quality and scale follow the crew&apos;s tier. An expert: quality tier +1, scale 0.</source>
        <translation>团伙：品质与规模等于帮派层级。专家：品质为层级 +1，规模为 0。</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>类型(&amp;T)：</translation>
    </message>
    <message>
        <source>A gang has one type; an expert has one area of expertise.</source>
        <translation>团伙有一种类型；专家有一个专业领域。</translation>
    </message>
    <message>
        <source>&amp;Edge:</source>
        <translation>优势(&amp;E)：</translation>
    </message>
    <message>
        <source>One edge: what the cohort is especially good at.</source>
        <translation>一项优势：同伙特别擅长的事。</translation>
    </message>
    <message>
        <source>F&amp;law:</source>
        <translation>缺陷(&amp;L)：</translation>
    </message>
    <message>
        <source>As many flaws as edges: one.</source>
        <translation>缺陷数与优势数相同：一项。</translation>
    </message>
    <message>
        <source>&amp;Add Cohort</source>
        <translation>添加同伙(&amp;A)</translation>
    </message>
    <message>
        <source>Put the cohort described above on the sheet.</source>
        <translation>将上方设置的同伙添加到卡上。</translation>
    </message>
    <message>
        <source>%1 (%2) — edge: %3, flaw: %4</source>
        <translation>%1（%2）——优势：%3，缺陷：%4</translation>
    </message>
    <message numerus="yes">
        <source>Your upgrades pay for %n more cohort(s).</source>
        <translation>
            <numerusform>你们的升级还可提供 %n 个同伙。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every cohort your upgrades pay for is on the sheet.</source>
        <translation>升级提供的同伙都已添加到卡上。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ConnectDialog</name>
    <message>
        <source>Connect to a Shared Campaign</source>
        <translation>连接到共享战役</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>服务器(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Campaign database:</source>
        <translation>战役数据库(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>verify-full: encrypted, the server&apos;s name checked (recommended)</source>
        <translation>verify-full：加密，并核对服务器名称（推荐）</translation>
    </message>
    <message>
        <source>verify-ca: encrypted, the server&apos;s certificate checked</source>
        <translation>verify-ca：加密，并核对服务器证书</translation>
    </message>
    <message>
        <source>require: encrypted, the server not checked</source>
        <translation>require：加密，但不核对服务器</translation>
    </message>
    <message>
        <source>prefer: encrypted when the server offers it</source>
        <translation>prefer：服务器支持时才加密</translation>
    </message>
    <message>
        <source>disable: not encrypted (only on your own network)</source>
        <translation>disable：不加密（仅限自己的网络）</translation>
    </message>
    <message>
        <source>Ask the GM for the server&apos;s address, the database and your user name and password.</source>
        <translation>请向 GM 索取服务器地址、数据库，以及你的用户名和密码。</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the system keychain</source>
        <translation>将密码记在系统钥匙串中(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Remember the password until Sheetwright closes</source>
        <translation>记住密码直到关闭 Sheetwright(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Encryption:</source>
        <translation>加密(&amp;E)：</translation>
    </message>
</context>
<context>
    <name>sw::ui::ContactPage</name>
    <message>
        <source>Favorite contact</source>
        <translation>喜爱的联络人</translation>
    </message>
    <message>
        <source>Mark one of your crew type&apos;s contacts as a close friend, long-time ally or partner in crime. The GM names a faction that is friendly to them and one that is not.</source>
        <translation>从帮派类型的联络人中标记一位，作为密友、长期盟友或犯罪搭档。GM 会指定一个与此人友好的派系，以及一个不友好的派系。</translation>
    </message>
    <message>
        <source>Favorite &amp;contact:</source>
        <translation>喜爱的联络人(&amp;C)：</translation>
    </message>
    <message>
        <source>One of the crew type&apos;s five contacts becomes the favorite.</source>
        <translation>帮派类型的五位联络人之一成为喜爱的联络人。</translation>
    </message>
    <message>
        <source>Fr&amp;iendly faction:</source>
        <translation>友好派系(&amp;I)：</translation>
    </message>
    <message>
        <source>A faction friendly with your contact: +1 status (+2 with the stronger ties).</source>
        <translation>与你的联络人友好的派系：地位 +1（交情更深时 +2）。</translation>
    </message>
    <message>
        <source>&amp;Unfriendly faction:</source>
        <translation>不友好派系(&amp;U)：</translation>
    </message>
    <message>
        <source>A faction hostile to your contact: −1 status (−2 with the stronger ties).</source>
        <translation>与你的联络人敌对的派系：地位 −1（交情更深时 −2）。</translation>
    </message>
    <message>
        <source>&amp;Stronger ties: +2 and −2 instead of +1 and −1</source>
        <translation>交情更深：改为 +2 与 −2，而非 +1 与 −1(&amp;S)</translation>
    </message>
    <message>
        <source>By choice, the two factions move by 2 each instead of 1.</source>
        <translation>可自行选择让两个派系的地位各变动 2 而非 1。</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— 无 —</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewAdvanceDialog</name>
    <message>
        <source>Crew Advance</source>
        <translation>帮派成长</translation>
    </message>
    <message>
        <source>A new &amp;special ability:</source>
        <translation>新的特殊能力(&amp;S)：</translation>
    </message>
    <message>
        <source>One crew special ability of your type that the crew does not have yet.</source>
        <translation>一项属于你们帮派类型、帮派尚未拥有的特殊能力。</translation>
    </message>
    <message>
        <source>Crew special abilities</source>
        <translation>帮派特殊能力</translation>
    </message>
    <message>
        <source>Two &amp;upgrade boxes:</source>
        <translation>两格升级(&amp;U)：</translation>
    </message>
    <message>
        <source>Two boxes: both in one upgrade, or one each in two upgrades.</source>
        <translation>两格：都标记在同一项升级，或在两项升级各标记一格。</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>升级</translation>
    </message>
    <message>
        <source>Rules for the selected choice</source>
        <translation>所选项目的规则</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> / %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n box(es) left to mark</source>
        <translation>
            <numerusform>还要标记 %1 格（共 %n 格）</numerusform>
        </translation>
    </message>
    <message>
        <source>Select an ability or an upgrade to read its rule.</source>
        <translation>选择一项特殊能力或升级以查看其规则。</translation>
    </message>
    <message>
        <source>&amp;Take Advance</source>
        <translation>获得成长(&amp;T)</translation>
    </message>
    <message>
        <source>The crew&apos;s XP track is full. Take one new special ability, or mark two upgrade boxes.</source>
        <translation>帮派经验条已填满。请获得一项新的特殊能力，或标记两格升级。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewIdentityPanel</name>
    <message>
        <source>Choose the crew type</source>
        <translation>选择帮派类型</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>编辑%1</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>（请选择）</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>The crew&apos;s name.</source>
        <translation>帮派的名称。</translation>
    </message>
    <message>
        <source>Crew &amp;type</source>
        <translation>帮派类型(&amp;T)</translation>
    </message>
    <message>
        <source>Chosen at creation: it gives the crew&apos;s abilities, upgrades, contacts and claims.</source>
        <translation>于创建帮派时选定：决定帮派的特殊能力、升级、联络人与据点。</translation>
    </message>
    <message>
        <source>&amp;Reputation</source>
        <translation>名声(&amp;R)</translation>
    </message>
    <message>
        <source>How the underworld sees the crew; pick one or write your own.</source>
        <translation>黑道如何看待这个帮派；从列表挑选或自行填写。</translation>
    </message>
    <message>
        <source>&amp;Lair</source>
        <translation>巢穴(&amp;L)</translation>
    </message>
    <message>
        <source>Where the crew meets and keeps its coin.</source>
        <translation>帮派聚会与存放钱币的地方。</translation>
    </message>
    <message>
        <source>Lair &amp;district</source>
        <translation>巢穴城区(&amp;D)</translation>
    </message>
    <message>
        <source>The district the lair is in.</source>
        <translation>巢穴所在的城区。</translation>
    </message>
    <message>
        <source>&amp;Hunting grounds</source>
        <translation>猎场(&amp;H)</translation>
    </message>
    <message>
        <source>The district where the crew does its operations.</source>
        <translation>帮派进行任务行动的城区。</translation>
    </message>
    <message>
        <source>Hunting &amp;area</source>
        <translation>猎场区域(&amp;A)</translation>
    </message>
    <message>
        <source>The part of the district the crew works.</source>
        <translation>帮派在该城区活动的范围。</translation>
    </message>
    <message>
        <source>Preferred &amp;operation</source>
        <translation>偏好的任务行动(&amp;O)</translation>
    </message>
    <message>
        <source>The kind of operation the crew favors there.</source>
        <translation>帮派在那里偏好的任务行动类型。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewListsPanel</name>
    <message>
        <source>Crew ability %1</source>
        <translation>帮派能力“%1”</translation>
    </message>
    <message>
        <source>Upgrade %1</source>
        <translation>升级“%1”</translation>
    </message>
    <message>
        <source>Crew a&amp;bilities</source>
        <translation>帮派能力(&amp;B)</translation>
    </message>
    <message>
        <source>Crew abilities</source>
        <translation>帮派能力</translation>
    </message>
    <message>
        <source>One at creation; more from crew advances.</source>
        <translation>创建帮派时选一项；之后靠帮派成长获得更多。</translation>
    </message>
    <message>
        <source>&amp;Upgrades</source>
        <translation>升级(&amp;U)</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>升级</translation>
    </message>
    <message>
        <source>Mark an upgrade&apos;s boxes to have it; at creation the crew marks a few, later through crew advances. Click marks the next box.</source>
        <translation>标记升级的格子即可拥有该升级；创建帮派时可标记几格，之后通过帮派成长标记。点击会标记下一格。</translation>
    </message>
    <message>
        <source>C&amp;ontacts</source>
        <translation>联络人(&amp;O)</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>联络人</translation>
    </message>
    <message>
        <source>The crew type&apos;s contacts; the marked one is the favorite, chosen at creation.</source>
        <translation>帮派类型的联络人；有标记的是创建帮派时选定的喜爱联络人。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewPeoplePanel</name>
    <message>
        <source>Unharmed</source>
        <translation>未受伤</translation>
    </message>
    <message>
        <source>Remove a cohort</source>
        <translation>移除同伙</translation>
    </message>
    <message>
        <source>Cohort harm to %1</source>
        <translation>同伙伤害设为 %1</translation>
    </message>
    <message>
        <source>Add a cohort</source>
        <translation>添加同伙</translation>
    </message>
    <message>
        <source>Status with %1 to %2</source>
        <translation>与%1的地位设为 %2</translation>
    </message>
    <message>
        <source>Co&amp;horts</source>
        <translation>同伙(&amp;H)</translation>
    </message>
    <message>
        <source>Cohorts</source>
        <translation>同伙</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Edges</source>
        <translation>优势</translation>
    </message>
    <message>
        <source>Flaws</source>
        <translation>缺陷</translation>
    </message>
    <message>
        <source>Harm</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>A gang or an expert for each cohort upgrade; edges and as many flaws.</source>
        <translation>每个同伙升级对应一个团伙或一位专家；缺陷数与优势数相同。</translation>
    </message>
    <message>
        <source>Cohort harm</source>
        <translation>同伙伤害</translation>
    </message>
    <message>
        <source>Weakened, impaired, broken, dead.</source>
        <translation>虚弱、受损、崩溃、死亡。</translation>
    </message>
    <message>
        <source>Add cohort…</source>
        <translation>添加同伙…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Fa&amp;ctions</source>
        <translation>派系(&amp;C)</translation>
    </message>
    <message>
        <source>Faction status</source>
        <translation>派系地位</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>派系</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>凝聚</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>地位</translation>
    </message>
    <message>
        <source>The crew&apos;s status with each faction, from +3 (allies) to −3 (war).</source>
        <translation>帮派与各派系的地位，从 +3（盟友）到 −3（战争）。</translation>
    </message>
    <message>
        <source>Raise the crew&apos;s status with the selected faction</source>
        <translation>提高帮派与所选派系的地位</translation>
    </message>
    <message>
        <source>Raise status</source>
        <translation>提高地位</translation>
    </message>
    <message>
        <source>Lower the crew&apos;s status with the selected faction; −3 is war</source>
        <translation>降低帮派与所选派系的地位；−3 即为战争</translation>
    </message>
    <message>
        <source>Lower status</source>
        <translation>降低地位</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewSheet</name>
    <message>
        <source>New crew</source>
        <translation>新帮派</translation>
    </message>
    <message>
        <source>In creation: choose the crew&apos;s ability and upgrades.</source>
        <translation>创建中：选择帮派的特殊能力与升级。</translation>
    </message>
    <message>
        <source>Take a crew advance</source>
        <translation>获得帮派成长</translation>
    </message>
    <message numerus="yes">
        <source>At war: +%1 heat per score, %n downtime activity(s) per scoundrel, hold %2 while it lasts.</source>
        <translation>
            <numerusform>战争中：每次作案热度 +%1，每名恶徒 %n 项休整活动，战争期间凝聚%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>1 lower</source>
        <translation>降低 1</translation>
    </message>
    <message>
        <source>kept (War Dogs)</source>
        <translation>不变（战犬）</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewTracksPanel</name>
    <message>
        <source>Rep to %1</source>
        <translation>声望设为 %1</translation>
    </message>
    <message>
        <source>Hold: %1</source>
        <translation>凝聚：%1</translation>
    </message>
    <message>
        <source>Advance tier</source>
        <translation>提升层级</translation>
    </message>
    <message>
        <source>Heat to %1</source>
        <translation>热度设为 %1</translation>
    </message>
    <message>
        <source>Wanted level to %1</source>
        <translation>通缉等级设为 %1</translation>
    </message>
    <message>
        <source>Crew coin to %1</source>
        <translation>帮派钱币设为 %1</translation>
    </message>
    <message>
        <source>Turf %1</source>
        <translation>地盘 %1</translation>
    </message>
    <message>
        <source>Tier %1</source>
        <translation>层级 %1</translation>
    </message>
    <message>
        <source>Pay %1 coin to rise to the next tier; hold becomes weak.</source>
        <translation>支付 %1 钱币提升到下一层级；凝聚变为弱。</translation>
    </message>
    <message numerus="yes">
        <source>Take %n crew advance(s)…</source>
        <translation>
            <numerusform>获得 %n 次帮派成长…</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;p</source>
        <translation>声望(&amp;P)</translation>
    </message>
    <message>
        <source>Rep from scores; when the track fills (less what turf covers) the crew may advance tier.</source>
        <translation>声望来自作案；声望条填满时（扣除地盘占去的格子），帮派可以提升层级。</translation>
    </message>
    <message>
        <source>H&amp;eat</source>
        <translation>热度(&amp;E)</translation>
    </message>
    <message>
        <source>Heat from scores; when the track fills, the wanted level rises and heat clears.</source>
        <translation>热度来自作案；热度条填满时，通缉等级提升，热度清零。</translation>
    </message>
    <message>
        <source>&amp;Wanted level</source>
        <translation>通缉等级(&amp;W)</translation>
    </message>
    <message>
        <source>The law&apos;s attention: it worsens entanglements and can mean prison.</source>
        <translation>执法部门的关注：会让纠葛更严重，也可能导致入狱。</translation>
    </message>
    <message>
        <source>Crew &amp;coin</source>
        <translation>帮派钱币(&amp;C)</translation>
    </message>
    <message>
        <source>Coin the lair holds; the Vault upgrades let it hold more.</source>
        <translation>巢穴中存放的钱币；“金库”升级可提高上限。</translation>
    </message>
    <message>
        <source>Each held turf claim takes a box off the rep track.</source>
        <translation>每占据一个地盘据点，声望条就少一格。</translation>
    </message>
    <message>
        <source>Tier and hold</source>
        <translation>层级与凝聚</translation>
    </message>
    <message>
        <source>&amp;Strong</source>
        <translation>强(&amp;S)</translation>
    </message>
    <message>
        <source>Wea&amp;k</source>
        <translation>弱(&amp;K)</translation>
    </message>
    <message>
        <source>Strong hold: the crew&apos;s grip on its turf is firm.</source>
        <translation>强凝聚：帮派对地盘的掌控稳固。</translation>
    </message>
    <message>
        <source>Weak hold: one more blow and the crew loses tier.</source>
        <translation>弱凝聚：再受一次打击，帮派就会掉一个层级。</translation>
    </message>
    <message>
        <source>Advance tier…</source>
        <translation>提升层级…</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>弱</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>强</translation>
    </message>
    <message numerus="yes">
        <source>At war (B §1.8): +%1 heat per score, %n downtime activity per scoundrel.</source>
        <translation>
            <numerusform>战争中（B §1.8）：每次作案热度 +%1，每名恶徒 %n 项休整活动。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tier %1, %2 hold (at war)</source>
        <translation>层级 %1，凝聚%2（战争中）</translation>
    </message>
    <message numerus="yes">
        <source>At war (B §1.8): the crew loses 1 hold while the war lasts, and a crew whose hold is already weak drops a Tier. It plays at Tier %1 with a %2 hold — for acquire asset, the other Tier rolls and payoff — and returns to Tier %3 with a %4 hold when the war ends. +%5 heat per score, %n downtime activity(s) per scoundrel.</source>
        <translation>
            <numerusform>战争中（B §1.8）：战争期间帮派失去 1 凝聚；凝聚已弱的帮派则降一个层级。帮派以层级 %1、凝聚%2 行事——获取资产、其他层级检定与收益皆以此计——战争结束时回到层级 %3、凝聚%4。每次作案热度 +%5，每名恶徒 %n 项休整活动。</numerusform>
        </translation>
    </message>
    <message>
        <source>Crew XP to %1</source>
        <translation>帮派经验设为 %1</translation>
    </message>
    <message>
        <source>Crew &amp;XP</source>
        <translation>帮派经验(&amp;X)</translation>
    </message>
    <message>
        <source>Crew XP for the crew type&apos;s trigger and the usual ones; a full track is a crew advance.</source>
        <translation>按帮派类型专属及通用的触发条件获得帮派经验；填满时获得一次帮派成长。</translation>
    </message>
    <message>
        <source>Click, or press R on the hold, for a fortune roll on the crew&apos;s Tier.</source>
        <translation>点击，或在凝聚上按 R，以帮派的层级进行运气检定。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewWizard</name>
    <message>
        <source>New Crew</source>
        <translation>新建帮派</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Starting upgrades:</source>
        <translation>初始升级：</translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation>任务行动：</translation>
    </message>
    <message>
        <source>XP trigger:</source>
        <translation>经验触发条件：</translation>
    </message>
    <message>
        <source>Special abilities:</source>
        <translation>特殊能力：</translation>
    </message>
    <message>
        <source>Crew type</source>
        <translation>帮派类型</translation>
    </message>
    <message>
        <source>Choose what kind of crew you are. The crew starts at Tier 0 with strong hold, 0 rep and 2 coin; changing the type later starts its upgrades, ability and contacts over.</source>
        <translation>选择你们是哪一种帮派。帮派以层级 0、强凝聚、0 声望与 2 钱币开始；之后若更换类型，升级、特殊能力与联络人都会重新选择。</translation>
    </message>
    <message>
        <source>Crew &amp;type:</source>
        <translation>帮派类型(&amp;T)：</translation>
    </message>
    <message>
        <source>Reputation and lair</source>
        <translation>名声与巢穴</translation>
    </message>
    <message>
        <source>Choose how the underworld sees you, or write your own word; then say where your lair is and what it is like. A Tier 0 crew&apos;s lair is modest or abandoned.</source>
        <translation>选择黑道如何看待你们，或自行填写一个词；接着说明你们的巢穴在哪里、是什么样子。层级 0 帮派的巢穴不是简陋就是废弃的。</translation>
    </message>
    <message>
        <source>&amp;Reputation:</source>
        <translation>名声(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Own word:</source>
        <translation>自定义(&amp;O)：</translation>
    </message>
    <message>
        <source>Instead of the list: a reputation in your own word.</source>
        <translation>不从列表选择时：用你们自己的词描述名声。</translation>
    </message>
    <message>
        <source>e.g. Relentless</source>
        <translation>例如：穷追不舍的</translation>
    </message>
    <message>
        <source>Lair &amp;district:</source>
        <translation>巢穴城区(&amp;D)：</translation>
    </message>
    <message>
        <source>The district of Doskvol where the lair is.</source>
        <translation>巢穴位于多斯克沃的哪个城区。</translation>
    </message>
    <message>
        <source>e.g. Crow&apos;s Foot</source>
        <translation>例如：鸦足区</translation>
    </message>
    <message>
        <source>&amp;Lair:</source>
        <translation>巢穴(&amp;L)：</translation>
    </message>
    <message>
        <source>What the lair is and what it looks like, in a few words.</source>
        <translation>用几个字描述巢穴是什么地方、长什么样子。</translation>
    </message>
    <message>
        <source>e.g. a flooded cellar under a burned-out chapel</source>
        <translation>例如：烧毁的礼拜堂下一间进水的地窖</translation>
    </message>
    <message>
        <source>The first ability of the crew type is its default pick.</source>
        <translation>帮派类型的第一项特殊能力是默认选择。</translation>
    </message>
    <message>
        <source>Crew special ability</source>
        <translation>帮派特殊能力</translation>
    </message>
    <message>
        <source>Choose one special ability of your crew type. More come with crew advances.</source>
        <translation>从你们的帮派类型中选择一项特殊能力。之后可通过帮派成长获得更多。</translation>
    </message>
    <message>
        <source>&amp;Special ability:</source>
        <translation>特殊能力(&amp;S)：</translation>
    </message>
    <message>
        <source>At creation the crew takes one ability of its type; the first one is the default.</source>
        <translation>创建帮派时，从帮派类型中选取一项特殊能力；默认为第一项。</translation>
    </message>
    <message>
        <source>Crew name</source>
        <translation>帮派名称</translation>
    </message>
    <message>
        <source>Name your crew: the name the city will learn to fear.</source>
        <translation>为你们的帮派命名：这个名字将令全城畏惧。</translation>
    </message>
    <message>
        <source>Crew na&amp;me:</source>
        <translation>帮派名称(&amp;M)：</translation>
    </message>
    <message>
        <source>The crew&apos;s name, as it goes on the sheet and the faction ladder.</source>
        <translation>帮派的名称，会写在帮派卡与派系梯上。</translation>
    </message>
    <message>
        <source>e.g. The Gray Knives</source>
        <translation>例如：灰刃帮</translation>
    </message>
    <message>
        <source>Your crew</source>
        <translation>你们的帮派</translation>
    </message>
    <message>
        <source>Review the crew sheet. Finish starts play; later upgrades and abilities come from crew advances.</source>
        <translation>请检查帮派卡。按“完成”即开始游戏；之后的升级与特殊能力都来自帮派成长。</translation>
    </message>
    <message>
        <source>(no name yet)</source>
        <translation>（尚未命名）</translation>
    </message>
    <message>
        <source>Tier and hold</source>
        <translation>层级与凝聚</translation>
    </message>
    <message>
        <source>Tier %1, %2 hold</source>
        <translation>层级 %1，%2凝聚</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>强</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>弱</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>钱币</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>名声</translation>
    </message>
    <message>
        <source>Lair</source>
        <translation>巢穴</translation>
    </message>
    <message>
        <source>Hunting grounds</source>
        <translation>猎场</translation>
    </message>
    <message>
        <source>Claimed by</source>
        <translation>控制派系</translation>
    </message>
    <message>
        <source>Special ability</source>
        <translation>特殊能力</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>升级</translation>
    </message>
    <message>
        <source>Cohorts</source>
        <translation>同伙</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>联络人</translation>
    </message>
    <message>
        <source>Faction status</source>
        <translation>派系地位</translation>
    </message>
    <message>
        <source>all neutral (0)</source>
        <translation>全部中立（0）</translation>
    </message>
    <message>
        <source>The type gives the crew&apos;s special abilities, starting upgrades, contacts and XP trigger.</source>
        <translation>帮派类型决定帮派的特殊能力、初始升级、联络人与经验触发条件。</translation>
    </message>
    <message>
        <source>Choose one reputation; bolstering it later earns crew XP.</source>
        <translation>选择一种名声；之后提升名声可获得帮派经验。</translation>
    </message>
</context>
<context>
    <name>sw::ui::DicePanel</name>
    <message>
        <source>Pool: %1</source>
        <translation>骰池：%1</translation>
    </message>
    <message>
        <source>Controlled</source>
        <translation>受控</translation>
    </message>
    <message>
        <source>Risky</source>
        <translation>冒险</translation>
    </message>
    <message>
        <source>Desperate</source>
        <translation>绝境</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Limited</source>
        <translation>有限</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Great</source>
        <translation>显著</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>极端</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>检定类型(&amp;R)</translation>
    </message>
    <message>
        <source>Any roll of the game (A §5).</source>
        <translation>游戏中的任何检定（A §5）。</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>骰数(&amp;D)</translation>
    </message>
    <message>
        <source>The rating plus bonus dice; 0 rolls two and keeps the lower (A §5.1).</source>
        <translation>评级加上额外的骰子；0 颗时掷两颗取较低者（A §5.1）。</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>情势(&amp;P)</translation>
    </message>
    <message>
        <source>Action rolls: how bad a failure is (A §5.2).</source>
        <translation>行动检定：失败时后果有多糟（A §5.2）。</translation>
    </message>
    <message>
        <source>&amp;Effect</source>
        <translation>效果(&amp;E)</translation>
    </message>
    <message>
        <source>Action rolls: how much success achieves (A §5.3).</source>
        <translation>行动检定：成功时能达成多少（A §5.3）。</translation>
    </message>
    <message>
        <source>&amp;For</source>
        <translation>用途(&amp;F)</translation>
    </message>
    <message>
        <source>What the roll is for, as the log will show it.</source>
        <translation>这次检定的用途，会照样显示在掷骰记录中。</translation>
    </message>
    <message>
        <source>Roll the &amp;Dice</source>
        <translation>掷骰(&amp;D)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <source>For</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>掷出</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Tier %1 while at war (Tier %2 when the war ends); add a die for a Guard payoff or Prison contacts (C §6.3, B §1.8).</source>
        <translation>战争期间为层级 %1（战争结束后回到层级 %2）；有收买狱卒或监狱关系时各加一颗骰（C §6.3、B §1.8）。</translation>
    </message>
    <message>
        <source>Tier %1; add a die for a Guard payoff or Prison contacts (C §6.3).</source>
        <translation>层级 %1；有收买狱卒或监狱关系时各加一颗骰（C §6.3）。</translation>
    </message>
    <message>
        <source>&amp;Crew</source>
        <translation>帮派(&amp;C)</translation>
    </message>
    <message>
        <source>The crew whose Tier the incarceration roll uses (C §6.3).</source>
        <translation>监禁检定以此帮派的层级为骰池（C §6.3）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::DowntimeRollDialog</name>
    <message>
        <source>Indulge vice</source>
        <translation>沉溺恶习</translation>
    </message>
    <message>
        <source>%1 indulges their vice (%2) in downtime: dice equal to the lowest attribute rating; the highest die clears that much stress, and more than the %3 stress marked overindulges.</source>
        <translation>%1 在休整中沉溺恶习（%2）：骰数等于最低的属性评级；最高的骰子清除等量的压力，超过已标记的 %3 点压力即为过度沉溺。</translation>
    </message>
    <message>
        <source>no vice chosen</source>
        <translation>尚未选择恶习</translation>
    </message>
    <message>
        <source>If they &amp;overindulge</source>
        <translation>若过度沉溺(&amp;O)</translation>
    </message>
    <message>
        <source>The player picks what happens if the roll clears more stress than was marked. SRD: Overindulgence.</source>
        <translation>玩家先选好：若掷骰清除的压力超过已标记的压力，会发生什么。SRD：过度沉溺。</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>康复</translation>
    </message>
    <message>
        <source>%1 recovers in downtime: the healer rolls, and the result marks segments on the healing clock (%2 of %3 marked); a full clock lowers every harm one level.</source>
        <translation>%1 在休整中康复：由治疗者掷骰，结果在治疗钟上标记格数（已标记 %2／%3）；钟填满时每项伤害降低一级。</translation>
    </message>
    <message>
        <source>T&amp;reatment</source>
        <translation>处置(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Healer&apos;s dice</source>
        <translation>治疗者骰数(&amp;H)</translation>
    </message>
    <message>
        <source>The healer&apos;s Tinker rating, or the quality of an NPC healer.</source>
        <translation>治疗者的摆弄评级，或 NPC 治疗者的品质。</translation>
    </message>
    <message>
        <source>A healer rolls</source>
        <translation>由治疗者掷骰</translation>
    </message>
    <message>
        <source>Treats themself (Physicker: 2 stress)</source>
        <translation>自行处置（医者：2 点压力）</translation>
    </message>
    <message>
        <source>Untreated (0d, 1 stress)</source>
        <translation>不处置（0d，1 点压力）</translation>
    </message>
    <message>
        <source>A friend or contact helps (+1d)</source>
        <translation>朋友或联络人协助（+1d）</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>掷骰(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n dice.</source>
        <translation>
            <numerusform>骰池：%n 颗骰子。</numerusform>
        </translation>
    </message>
    <message>
        <source>Overindulges (highest die over %1 stress): %2</source>
        <translation>过度沉溺（最高骰子超过 %1 点压力）：%2</translation>
    </message>
    <message>
        <source>Healing segments: 1–3: %1 · 4/5: %2 · 6: %3 · critical: %4</source>
        <translation>治疗格数：1–3：%1 · 4/5：%2 · 6：%3 · 大成功：%4</translation>
    </message>
    <message>
        <source>Exact chances of each result, counted over every way the dice can fall. SRD: Rolling the dice.</source>
        <translation>每种结果的精确概率，计算自骰子所有可能的掷法。SRD：掷骰子。</translation>
    </message>
    <message>
        <source>This is a downtime activity: start the crew&apos;s downtime (GM menu) to roll it.</source>
        <translation>这是休整活动：请先开始帮派的休整（GM 菜单）再掷骰。</translation>
    </message>
    <message>
        <source>Indulge vice (%1)</source>
        <translation>沉溺恶习（%1）</translation>
    </message>
    <message>
        <source>Recover (%1)</source>
        <translation>康复（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n stress cleared.</source>
        <translation>
            <numerusform>清除了 %n 点压力。</numerusform>
        </translation>
    </message>
    <message>
        <source>Overindulged: %1.</source>
        <translation>过度沉溺：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n healing segment(s) marked.</source>
        <translation>
            <numerusform>标记了 %n 格治疗钟。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::DowntimeWizard</name>
    <message>
        <source>Downtime</source>
        <translation>休整</translation>
    </message>
    <message>
        <source>The score “%1” is still open: end it here with its payoff and heat (C §4, §5).</source>
        <translation>作案“%1”尚未结束：请在此结算收益与热度，将其结束（C §4, §5）。</translation>
    </message>
    <message>
        <source>Payoff and heat of “%1” are already marked: %2 rep, %3 coin, %4 heat.</source>
        <translation>“%1”的收益与热度已记录：%2 声望，%3 钱币，%4 热度。</translation>
    </message>
    <message>
        <source>No score to pay off: downtime starts at once.</source>
        <translation>没有待结算收益的作案：休整立即开始。</translation>
    </message>
    <message>
        <source>Payoff and heat</source>
        <translation>收益与热度</translation>
    </message>
    <message>
        <source>First the crew collects its payoff and takes its heat (C §3).</source>
        <translation>首先，帮派领取收益并获得热度（C §3）。</translation>
    </message>
    <message>
        <source>&amp;Crew:</source>
        <translation>帮派(&amp;C)：</translation>
    </message>
    <message>
        <source>End score: %1</source>
        <translation>结束作案：%1</translation>
    </message>
    <message>
        <source>Start downtime</source>
        <translation>开始休整</translation>
    </message>
    <message>
        <source>Heat %1, wanted level %2. Pool: %3</source>
        <translation>热度 %1，通缉等级 %2。骰池：%3</translation>
    </message>
    <message>
        <source>Entanglement roll</source>
        <translation>纠葛检定</translation>
    </message>
    <message>
        <source>Entanglement: %1</source>
        <translation>纠葛：%1</translation>
    </message>
    <message>
        <source>Entanglements</source>
        <translation>纠葛</translation>
    </message>
    <message>
        <source>Roll the wanted level in the column of the crew&apos;s heat; where the cell offers two, pick one (C §7).</source>
        <translation>以通缉等级的骰数掷骰，对照帮派热度所在的那一栏；若该格列出两项，择其一（C §7）。</translation>
    </message>
    <message>
        <source>&amp;Roll Entanglement</source>
        <translation>进行纠葛检定(&amp;R)</translation>
    </message>
    <message>
        <source>The GM &amp;picks:</source>
        <translation>GM 选择(&amp;P)：</translation>
    </message>
    <message numerus="yes">
        <source>%n activity(s) left</source>
        <translation>
            <numerusform>剩余 %n 项活动</numerusform>
        </translation>
    </message>
    <message>
        <source>Playbook</source>
        <translation>剧本</translation>
    </message>
    <message>
        <source>The pool follows the treatment&apos;s rule (C §8.6).</source>
        <translation>骰池按处置方式的规则而定（C §8.6）。</translation>
    </message>
    <message>
        <source>Pool: %1</source>
        <translation>骰池：%1</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>数值 %1</translation>
    </message>
    <message>
        <source>%1 coin spent</source>
        <translation>花费 %1 钱币</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Extra activity for %1</source>
        <translation>%1 的额外活动</translation>
    </message>
    <message>
        <source>Downtime activities</source>
        <translation>休整活动</translation>
    </message>
    <message>
        <source>Each scoundrel does as many activities as the allowance gives (two, one at war); more cost 1 coin or rep each (C §8.1).</source>
        <translation>每名恶徒可进行的活动数依配额而定（两项，战争中一项）；每多一项需花 1 钱币或 1 声望（C §8.1）。</translation>
    </message>
    <message>
        <source>&amp;Scoundrel</source>
        <translation>恶徒(&amp;S)</translation>
    </message>
    <message>
        <source>The scoundrel whose activity this is.</source>
        <translation>进行这项活动的恶徒。</translation>
    </message>
    <message>
        <source>+1 activity for &amp;coin</source>
        <translation>花钱币 +1 活动(&amp;C)</translation>
    </message>
    <message>
        <source>The scoundrel pays 1 coin for one more activity (C §8.1).</source>
        <translation>恶徒付 1 钱币，多进行一项活动（C §8.1）。</translation>
    </message>
    <message>
        <source>+1 for crew co&amp;in</source>
        <translation>花帮派钱币 +1(&amp;I)</translation>
    </message>
    <message>
        <source>The crew pays 1 coin for one more activity (C §8.1).</source>
        <translation>帮派付 1 钱币，多进行一项活动（C §8.1）。</translation>
    </message>
    <message>
        <source>+1 for r&amp;ep</source>
        <translation>花声望 +1(&amp;E)</translation>
    </message>
    <message>
        <source>The crew spends 1 rep for one more activity (C §8.1).</source>
        <translation>帮派花 1 声望，多进行一项活动（C §8.1）。</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>活动(&amp;A)</translation>
    </message>
    <message>
        <source>What the scoundrel does with this activity (C §8).</source>
        <translation>恶徒用这项活动做什么（C §8）。</translation>
    </message>
    <message>
        <source>Ac&amp;tion rolled</source>
        <translation>检定行动(&amp;T)</translation>
    </message>
    <message>
        <source>The action rating rolled for a long-term project or to reduce heat.</source>
        <translation>长期项目或降低热度时检定所用的行动评级。</translation>
    </message>
    <message>
        <source>Pro&amp;ject clock</source>
        <translation>项目进度钟(&amp;J)</translation>
    </message>
    <message>
        <source>The long-term project clock worked on (C §8.4).</source>
        <translation>要推进的长期项目进度钟（C §8.4）。</translation>
    </message>
    <message>
        <source>T&amp;reatment</source>
        <translation>处置(&amp;R)</translation>
    </message>
    <message>
        <source>Who treats the wounded scoundrel (C §8.6).</source>
        <translation>由谁处置受伤的恶徒（C §8.6）。</translation>
    </message>
    <message>
        <source>&amp;Healer&apos;s dice</source>
        <translation>治疗者骰数(&amp;H)</translation>
    </message>
    <message>
        <source>The healer&apos;s Tinker rating, or the quality of an NPC healer.</source>
        <translation>治疗者的摆弄评级，或 NPC 治疗者的品质。</translation>
    </message>
    <message>
        <source>If they &amp;overindulge</source>
        <translation>若过度沉溺(&amp;O)</translation>
    </message>
    <message>
        <source>What happens if the vice roll clears more stress than was marked (C §8.8).</source>
        <translation>恶习检定清除的压力超过已标记的压力时，会发生什么（C §8.8）。</translation>
    </message>
    <message>
        <source>Restricted item (+2 heat)</source>
        <translation>受管制的物品（热度 +2）</translation>
    </message>
    <message>
        <source>A restricted or illegal asset draws heat (C §8.3).</source>
        <translation>受管制或违法的资产会招来热度（C §8.3）。</translation>
    </message>
    <message>
        <source>&amp;Bonus dice</source>
        <translation>奖励骰(&amp;B)</translation>
    </message>
    <message>
        <source>A friend or contact helps (+1d), claims, abilities.</source>
        <translation>朋友或联络人协助（+1d）、据点、能力。</translation>
    </message>
    <message>
        <source>C&amp;oin after the roll</source>
        <translation>检定后花钱币(&amp;O)</translation>
    </message>
    <message>
        <source>Each coin raises the result one level, up to a critical; only what helps is spent (C §8.1).</source>
        <translation>每花 1 钱币可将结果提升一级，最高到暴击；只会花掉有用的部分（C §8.1）。</translation>
    </message>
    <message>
        <source>&amp;What they do</source>
        <translation>所做的事(&amp;W)</translation>
    </message>
    <message>
        <source>In the table&apos;s words.</source>
        <translation>用桌上玩家的话描述。</translation>
    </message>
    <message>
        <source>&amp;Perform</source>
        <translation>执行(&amp;P)</translation>
    </message>
    <message>
        <source>A healer rolls</source>
        <translation>由治疗者掷骰</translation>
    </message>
    <message>
        <source>Treats themself</source>
        <translation>自行处置</translation>
    </message>
    <message>
        <source>Untreated</source>
        <translation>不处置</translation>
    </message>
    <message>
        <source>End of downtime</source>
        <translation>休整结束</translation>
    </message>
    <message>
        <source>Scoundrels who did not indulge their vice take stress equal to their trauma; cohorts heal (C §8.8–§8.9).</source>
        <translation>没有沉溺恶习的恶徒承受等同其创伤数的压力；同伙痊愈（C §8.8–§8.9）。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n activity(s) done, stress %2, trauma %3</source>
        <translation>
            <numerusform>%1：完成 %n 项活动，压力 %2，创伤 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>did not indulge: +%1 stress</source>
        <translation>未沉溺恶习：压力 +%1</translation>
    </message>
    <message>
        <source>Finish downtime</source>
        <translation>结束休整</translation>
    </message>
    <message>
        <source>The faction turn</source>
        <translation>派系回合</translation>
    </message>
    <message>
        <source>Tick the factions&apos; goal clocks: a fortune roll on the faction&apos;s tier marks 1, 2, 3 or 5 segments (C §9).</source>
        <translation>推进各派系的目标进度钟：以派系层级进行运气检定，推进 1、2、3 或 5 格（C §9）。</translation>
    </message>
    <message>
        <source>No faction has a goal clock. Add one on the clocks board.</source>
        <translation>没有任何派系有目标进度钟。请在“进度钟”面板中添加。</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <source>Faction clock roll</source>
        <translation>派系钟检定</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s) ticked</source>
        <translation>
            <numerusform>推进 %n 格</numerusform>
        </translation>
    </message>
    <message>
        <source>No roll: training marks XP at once (C §8.7).</source>
        <translation>无需检定：训练直接标记经验（C §8.7）。</translation>
    </message>
    <message>
        <source>&amp;XP track</source>
        <translation>经验条(&amp;X)</translation>
    </message>
    <message>
        <source>Training marks 1 XP on one track, once per track each downtime (C §8.7).</source>
        <translation>训练在一条经验条上标记 1 点经验；每次休整每条经验条只能训练一次（C §8.7）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ExampleFactionsDialog</name>
    <message>
        <source>Factions of the Rule Pack</source>
        <translation>规则包的示例派系</translation>
    </message>
    <message>
        <source>Tick the factions this campaign uses (B §7.1). Their tier and hold start as the rules give them.</source>
        <translation>勾选这个战役要用的派系（B §7.1）。它们的层级与凝聚从规则给出的数值开始。</translation>
    </message>
    <message>
        <source>%1 (tier %2, %3)</source>
        <translation>%1（层级 %2，%3）</translation>
    </message>
</context>
<context>
    <name>sw::ui::FactionDialog</name>
    <message>
        <source>New Faction</source>
        <translation>新建派系</translation>
    </message>
    <message>
        <source>Edit Faction</source>
        <translation>编辑派系</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Category</source>
        <translation>类别(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Tier</source>
        <translation>层级(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>凝聚(&amp;H)</translation>
    </message>
    <message>
        <source>T&amp;urf</source>
        <translation>地盘(&amp;U)</translation>
    </message>
    <message>
        <source>N&amp;otes (GM only)</source>
        <translation>GM 笔记(&amp;O)</translation>
    </message>
    <message>
        <source>A faction&apos;s tier: its power and reach, 0 to %1 (B §7.1).</source>
        <translation>派系的层级：代表其实力与影响范围，0 到 %1（B §7.1）。</translation>
    </message>
    <message>
        <source>Weak hold: one more blow and the faction loses tier (B §7.1).</source>
        <translation>弱凝聚：再受一次打击，派系就会掉一个层级（B §7.1）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::FactionLadder</name>
    <message>
        <source>weak</source>
        <translation>弱</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>强</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;At war&lt;/b&gt; with %1 (B §1.8): +%2 heat per score · hold %3, tier %4 while the war lasts · %n downtime activity per scoundrel</source>
        <translation>
            <numerusform>&lt;b&gt;与%1开战&lt;/b&gt;（B §1.8）：每次作案热度 +%2 · 战争期间凝聚%3、层级 %4 · 每名恶徒 %n 项休整活动</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a faction to see its notes and goal clocks.</source>
        <translation>选择一个派系，即可查看其笔记与目标进度钟。</translation>
    </message>
    <message>
        <source>%1 — %2, tier %3, %4 hold</source>
        <translation>%1 — %2，层级 %3，%4凝聚</translation>
    </message>
    <message>
        <source>Turf: %1</source>
        <translation>地盘：%1</translation>
    </message>
    <message>
        <source>Clock %1: %2</source>
        <translation>进度钟 %1：填到 %2 格</translation>
    </message>
    <message>
        <source>Add faction %1</source>
        <translation>添加派系 %1</translation>
    </message>
    <message>
        <source>New faction %1</source>
        <translation>新建派系 %1</translation>
    </message>
    <message>
        <source>Edit faction %1</source>
        <translation>编辑派系 %1</translation>
    </message>
    <message>
        <source>Remove faction %1</source>
        <translation>移除派系 %1</translation>
    </message>
    <message>
        <source>Status with %1: %2</source>
        <translation>与%1的地位：%2</translation>
    </message>
    <message>
        <source>Status of c&amp;rew:</source>
        <translation>帮派地位(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Add from Rule Pack…</source>
        <translation>从规则包添加(&amp;A)…</translation>
    </message>
    <message>
        <source>Take factions from the rule pack&apos;s examples, with their tier and hold (B §7.1).</source>
        <translation>从规则包的示例派系中选取，连同其层级与凝聚（B §7.1）。</translation>
    </message>
    <message>
        <source>&amp;New Faction…</source>
        <translation>新建派系(&amp;N)…</translation>
    </message>
    <message>
        <source>Make up a faction of your own.</source>
        <translation>自行创建一个派系。</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>Removes the faction, its goal clocks and every crew&apos;s status with it.</source>
        <translation>移除此派系、它的目标进度钟，以及所有帮派与它的地位。</translation>
    </message>
    <message>
        <source>Status &amp;+1</source>
        <translation>地位 +1(&amp;+)</translation>
    </message>
    <message>
        <source>The crew helped this faction: status +1, at most +3 (B §7.3).</source>
        <translation>帮派帮助了此派系：地位 +1，最高 +3（B §7.3）。</translation>
    </message>
    <message>
        <source>Status &amp;−1</source>
        <translation>地位 −1(&amp;−)</translation>
    </message>
    <message>
        <source>The crew hurt this faction: status −1; at −3 the faction goes to war with the crew (B §7.3, §1.8).</source>
        <translation>帮派损害了此派系：地位 −1；降到 −3 时，该派系会与帮派开战（B §7.3, §1.8）。</translation>
    </message>
    <message>
        <source>&amp;Goal Clocks</source>
        <translation>目标进度钟(&amp;G)</translation>
    </message>
    <message>
        <source>The faction&apos;s clocks on the clocks board.</source>
        <translation>在进度钟页面查看此派系的进度钟。</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>派系</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>层级</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>凝聚</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Goal clocks</source>
        <translation>目标进度钟</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>笔记</translation>
    </message>
    <message>
        <source>The ladder: +3 allies at the top, −3 war at the bottom; within a rung by tier (B §7.2).</source>
        <translation>派系梯：最上方是 +3 盟友，最下方是 −3 战争；同一级内按层级排序（B §7.2）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateAspectsPage</name>
    <message>
        <source>Name and Aspects</source>
        <translation>姓名与形象</translation>
    </message>
    <message>
        <source>Who is the character? A high concept, a trouble, a relationship with another character, and two more aspects.</source>
        <translation>角色是谁？一个高概念、一个麻烦、一个与其他角色的关系，再加两个形象。</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>姓名(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>润色(&amp;D)</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateAspectsPanel</name>
    <message>
        <source>%1 held by %2</source>
        <translation>%2持有 %1 次</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Aspects</source>
        <translation>形象</translation>
    </message>
    <message>
        <source>Free invokes</source>
        <translation>免费援引</translation>
    </message>
    <message>
        <source>Free invokes you hold on this aspect: each invokes it without a fate point (seed L169).</source>
        <translation>你在这个形象上持有的免费援引：每次援引不必花命运点（种子 L169）。</translation>
    </message>
    <message>
        <source>Write the aspect</source>
        <translation>写下形象</translation>
    </message>
    <message>
        <source>Write an Aspect</source>
        <translation>写下形象</translation>
    </message>
    <message>
        <source>Set Free Invokes</source>
        <translation>设定免费援引</translation>
    </message>
    <message>
        <source>GM</source>
        <translation>GM</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateDicePanel</name>
    <message>
        <source>(no character: GM or NPC)</source>
        <translation>（无角色：GM 或 NPC）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Tick when the stunt&apos;s circumstance holds (rule 9).</source>
        <translation>绝技的情境成立时勾选（规则 9）。</translation>
    </message>
    <message>
        <source>%1 %2 (%3/%4)</source>
        <translation>%1 %2（%3/%4）</translation>
    </message>
    <message>
        <source>Odds before rolling, +%1 against %2 (exact, %3 cases): %4</source>
        <translation>掷骰前的概率，+%1 对 %2（精确，%3 种情况）：%4</translation>
    </message>
    <message>
        <source>an opposed %1</source>
        <translation>对抗的%1</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>&amp;Character</source>
        <translation>角色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Skill</source>
        <translation>技能(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>行动(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;tunts</source>
        <translation>绝技(&amp;T)</translation>
    </message>
    <message>
        <source>Ta&amp;rget</source>
        <translation>目标(&amp;R)</translation>
    </message>
    <message>
        <source>Difficulty or &amp;opposition</source>
        <translation>难度或对抗(&amp;O)</translation>
    </message>
    <message>
        <source>The skill&apos;s rating; the character&apos;s own when one is chosen.</source>
        <translation>技能等级；选了角色时用角色自己的。</translation>
    </message>
    <message>
        <source>empty: the app rolls; or the dice at the table, e.g. 0+-+</source>
        <translation>留空由程序掷骰；或填入桌上掷出的骰子，例如 0+-+</translation>
    </message>
    <message>
        <source>Roll 4dF</source>
        <translation>掷 4dF</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>免费</translation>
    </message>
    <message>
        <source>Use a free invoke you hold (or a boost) instead of a fate point.</source>
        <translation>用你持有的免费援引（或推助）代替命运点。</translation>
    </message>
    <message>
        <source>&amp;Invoke</source>
        <translation>援引(&amp;I)</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <source>Opposed roll</source>
        <translation>对抗掷骰</translation>
    </message>
    <message>
        <source>+2</source>
        <translation>+2</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>重掷</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>掷骰</translation>
    </message>
    <message>
        <source>For</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>Rolled</source>
        <translation>掷出</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Invoke</source>
        <translation>援引</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s, hostile)</source>
        <translation>%1（%2的，敌对援引）</translation>
    </message>
    <message>
        <source>Boost: %1</source>
        <translation>推助：%1</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>（未命名）</translation>
    </message>
    <message>
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Choose the character who rolls: a paid invoke spends their fate point.</source>
        <translation>请选择掷骰的角色：付费援引要花他的命运点。</translation>
    </message>
    <message>
        <source>Invoke %1</source>
        <translation>援引 %1</translation>
    </message>
    <message>
        <source>a boost</source>
        <translation>推助</translation>
    </message>
    <message>
        <source>Dice %1 (%2), skill and bonuses %3: effort &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>骰子 %1（%2），技能与加值 %3：成果 &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opposition: %1 %2 = %3</source>
        <translation>对抗：%1 %2 = %3</translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>难度：%1</translation>
    </message>
    <message numerus="yes">
        <source>Invokes: %n (undo retracts the last)</source>
        <translation>
            <numerusform>援引：%n 次（撤销会收回最后一次）</numerusform>
        </translation>
    </message>
    <message>
        <source>Shifts %1: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>档次 %1：&lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>You get: %1</source>
        <translation>你得到：%1</translation>
    </message>
    <message>
        <source>Choose one: %1</source>
        <translation>择一：%1</translation>
    </message>
    <message>
        <source>; or </source>
        <translation>；或</translation>
    </message>
    <message>
        <source>Rati&amp;ng</source>
        <translation>等级(&amp;N)</translation>
    </message>
    <message>
        <source>Raised &amp;by others&apos; invokes</source>
        <translation>他人援引提高(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Helpers</source>
        <translation>协助者(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Dice as rolled</source>
        <translation>桌上掷出的骰子(&amp;D)</translation>
    </message>
    <message>
        <source> × +2</source>
        <translation> × +2</translation>
    </message>
    <message>
        <source>Invokes others made to put +2 on this roll&apos;s difficulty (rule 7).</source>
        <translation>他人为了让这次掷骰难度 +2 而做的援引（规则 7）。</translation>
    </message>
    <message>
        <source>Teamwork: +1 per helper with this skill at Average (+1) or better, at most the roller&apos;s rating; helping uses the helper&apos;s action (rule 28).</source>
        <translation>团队合作：每位此技能达一般（+1）以上的协助者 +1，最多不超过掷骰者的等级；协助会用掉协助者的行动（规则 28）。</translation>
    </message>
    <message>
        <source>A situation aspect (e.g. On Fire)</source>
        <translation>形势形象（例如：着火）</translation>
    </message>
    <message>
        <source> free</source>
        <translation> 次免费</translation>
    </message>
    <message>
        <source>Free invokes on it for the character chosen above (or the GM).</source>
        <translation>上方所选角色（或 GM）在它上面的免费援引。</translation>
    </message>
    <message>
        <source>Add Situation Aspect</source>
        <translation>添加形势形象</translation>
    </message>
    <message>
        <source>End of Scene</source>
        <translation>场景结束</translation>
    </message>
    <message>
        <source>+2 to another&apos;s difficulty</source>
        <translation>他人难度 +2</translation>
    </message>
    <message>
        <source>Situation: %1</source>
        <translation>形势：%1</translation>
    </message>
    <message>
        <source>Situation Aspect %1</source>
        <translation>形势形象 %1</translation>
    </message>
    <message>
        <source>+%1 to another roll&apos;s difficulty: set it there under &quot;Raised by others&apos; invokes&quot;.</source>
        <translation>另一次掷骰的难度 +%1：请在那次掷骰的“他人援引提高”中设定。</translation>
    </message>
    <message>
        <source>Whose free invoke pays: yours, or one an ally holds on this aspect and offers (rule 5).</source>
        <translation>由谁的免费援引支付：你自己的，或盟友持有于此形象上并提供的（规则 5）。</translation>
    </message>
    <message>
        <source>The scene ends: its situation aspects go, every character&apos;s stress and boosts clear, the fate points owed are paid, and a mild consequence in recovery is gone.</source>
        <translation>场景结束：形势形象消失，所有角色的压力与推助清除，应得的命运点发放，恢复中的轻微后果消除。</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>你的</translation>
    </message>
    <message>
        <source>the GM&apos;s</source>
        <translation>GM 的</translation>
    </message>
    <message>
        <source>%1&apos;s</source>
        <translation>%1 的</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n left)</source>
        <translation>
            <numerusform>%1（剩 %n 次）</numerusform>
        </translation>
    </message>
    <message>
        <source>none held</source>
        <translation>无人持有</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateEconomyPanel</name>
    <message>
        <source>Spend a Fate Point</source>
        <translation>花费命运点</translation>
    </message>
    <message>
        <source>Gain a Fate Point</source>
        <translation>获得命运点</translation>
    </message>
    <message>
        <source>Start of Session</source>
        <translation>游戏开始</translation>
    </message>
    <message>
        <source>Accept a Compel</source>
        <translation>接受强迫</translation>
    </message>
    <message>
        <source>Refuse a Compel</source>
        <translation>拒绝强迫</translation>
    </message>
    <message>
        <source>Pay Out Owed Fate Points</source>
        <translation>发放应得命运点</translation>
    </message>
    <message>
        <source>Refresh %1 (start %2, gained %3, %4 for stunts past the free ones)</source>
        <translation>重振 %1（起始 %2，获得 %3，免费以外的绝技 %4）</translation>
    </message>
    <message>
        <source>Owed after the scene (hostile invokes): %1</source>
        <translation>场景后应得（敌对援引）：%1</translation>
    </message>
    <message>
        <source>Refresh and Fate Points</source>
        <translation>重振与命运点</translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation>命运点</translation>
    </message>
    <message>
        <source>Spend a fate point (an invoke, a stunt&apos;s cost, refusing a compel)</source>
        <translation>花一点命运点（援引、绝技花费、拒绝强迫）</translation>
    </message>
    <message>
        <source>Gain a fate point</source>
        <translation>获得一点命运点</translation>
    </message>
    <message>
        <source>Accept Compel (+1)</source>
        <translation>接受强迫（+1）</translation>
    </message>
    <message>
        <source>Refuse Compel (−1)</source>
        <translation>拒绝强迫（−1）</translation>
    </message>
    <message>
        <source>Refusing a compel costs a fate point; with none it cannot be refused (rule 26).</source>
        <translation>拒绝强迫要花一点命运点；没有命运点就不能拒绝（规则 26）。</translation>
    </message>
    <message>
        <source>Pay Out Owed</source>
        <translation>发放应得命运点</translation>
    </message>
    <message>
        <source>After the scene: the fate points from hostile invokes on your aspects (rule 27).</source>
        <translation>场景结束后：别人敌对援引你的形象所付的命运点（规则 27）。</translation>
    </message>
    <message>
        <source>Concede the Conflict</source>
        <translation>让步</translation>
    </message>
    <message>
        <source>The opponent has rolled already</source>
        <translation>对手已经掷骰</translation>
    </message>
    <message>
        <source>&amp;Concede</source>
        <translation>让步(&amp;C)</translation>
    </message>
    <message>
        <source>Consequences &amp;taken in this conflict</source>
        <translation>本次冲突承受的后果(&amp;T)</translation>
    </message>
    <message numerus="yes">
        <source>You gain %n fate point(s), paid at the end of the conflict.</source>
        <translation>
            <numerusform>你获得 %n 点命运点，于冲突结束时发放。</numerusform>
        </translation>
    </message>
    <message>
        <source>Too late: a concession comes before the opponent rolls (rule 25).</source>
        <translation>太迟了：让步必须在对手掷骰之前（规则 25）。</translation>
    </message>
    <message numerus="yes">
        <source>Concede (%n fate point(s) owed)</source>
        <translation>
            <numerusform>让步（应得 %n 点命运点）</numerusform>
        </translation>
    </message>
    <message>
        <source>Concede…</source>
        <translation>让步…</translation>
    </message>
    <message>
        <source>Give in before the opponent rolls: 1 fate point, +1 per consequence taken in the conflict (rule 25).</source>
        <translation>在对手掷骰前让步：获得 1 点命运点，本次冲突每承受一个后果再 +1（规则 25）。</translation>
    </message>
    <message>
        <source>Fate points become the refresh if they are fewer (rule 21); a moderate consequence in recovery clears (rule 24).</source>
        <translation>命运点少于重振时补到重振（规则 21）；恢复中的中度后果消除（规则 24）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateExport</name>
    <message>
        <source>Nothing was exported: the campaign has no such Fate character.</source>
        <translation>未导出任何内容：战役中没有这个命运角色。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 was exported to %2.</source>
        <translation>已将 %1 导出到 %2。</translation>
    </message>
    <message>
        <source>Export to Fari</source>
        <translation>导出到 Fari</translation>
    </message>
    <message>
        <source>Fari characters (*.fari.json *.json)</source>
        <translation>Fari 角色 (*.fari.json *.json)</translation>
    </message>
    <message numerus="yes">
        <source>%1 Fari&apos;s sheet has no place for %n value(s) of this one; they were not exported.</source>
        <translation>
            <numerusform>%1 Fari 的角色卡没有位置容纳本卡的 %n 项内容；这些未导出。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateHarmPanel</name>
    <message>
        <source>Add Boost</source>
        <translation>添加推助</translation>
    </message>
    <message>
        <source>Use a Boost</source>
        <translation>使用推助</translation>
    </message>
    <message>
        <source>Clear a Consequence</source>
        <translation>清除后果</translation>
    </message>
    <message>
        <source>Take a Consequence</source>
        <translation>承受后果</translation>
    </message>
    <message>
        <source>Start Recovery</source>
        <translation>开始恢复</translation>
    </message>
    <message>
        <source>Stop Recovery</source>
        <translation>停止恢复</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 %3: %n box(es)</source>
        <translation>
            <numerusform>%1——%2 %3：%n 格</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Recovering</source>
        <translation>恢复中</translation>
    </message>
    <message>
        <source>Recovery: overcome at %1 (+%2 treating yourself); %3</source>
        <translation>恢复：克服难度%1（自己治疗 +%2）；%3</translation>
    </message>
    <message>
        <source>Cannot be recovered from; renamed at a major milestone</source>
        <translation>无法恢复；于突破点改写</translation>
    </message>
    <message>
        <source>(unnamed boost)</source>
        <translation>（未命名的推助）</translation>
    </message>
    <message>
        <source>Stress and Consequences</source>
        <translation>压力与后果</translation>
    </message>
    <message>
        <source>Consequences — write one to take it; each absorbs its shifts</source>
        <translation>后果——写下即承受；各自吸收其档次</translation>
    </message>
    <message>
        <source>Boosts — invoked once, free, then gone; never past the scene</source>
        <translation>推助——免费援引一次后消失；不会留到场景之后</translation>
    </message>
    <message>
        <source>Name a boost (may stay unnamed)</source>
        <translation>为推助命名（可不命名）</translation>
    </message>
    <message>
        <source>Use Boost</source>
        <translation>使用推助</translation>
    </message>
    <message>
        <source>Each box absorbs 1 shift of a hit; all clear at the end of the scene.</source>
        <translation>每格吸收打击的 1 个档次；场景结束时全部清除。</translation>
    </message>
    <message>
        <source>Mark Stress</source>
        <translation>标记压力</translation>
    </message>
    <message>
        <source>Clear Stress</source>
        <translation>清除压力</translation>
    </message>
    <message>
        <source>Take a &amp;Hit…</source>
        <translation>承受打击(&amp;H)…</translation>
    </message>
    <message>
        <source>Absorb a hit with stress boxes and consequences, as one edit (rule 23)</source>
        <translation>以压力格与后果吸收打击，一次编辑完成（规则 23）</translation>
    </message>
    <message numerus="yes">
        <source>Absorb a Hit of %n Shift(s)</source>
        <translation>
            <numerusform>吸收 %n 档次的打击</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 held by %2</source>
        <translation>%2持有 %1 次</translation>
    </message>
    <message>
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <source>Free invokes: %1. %2</source>
        <translation>免费援引：%1。%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Taken with Take a Hit, which names the aspect it replaces; renamed only at a major milestone</source>
        <translation>以“承受打击”承受，并指明它取代的形象；只能在突破点重新命名</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateImport</name>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>没有导入任何东西：%1</translation>
    </message>
    <message>
        <source>The character breaks rules: %1</source>
        <translation>角色违反规则：%1</translation>
    </message>
    <message>
        <source>Imported from Fari</source>
        <translation>从 Fari 导入</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>导入 %1</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>没有导入任何东西。</translation>
    </message>
    <message>
        <source>Import from Fari</source>
        <translation>从 Fari 导入</translation>
    </message>
    <message>
        <source>Fari characters (*.fari.json *.json)</source>
        <translation>Fari 角色 (*.fari.json *.json)</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>The character breaks rules: %1 Import it anyway? The sheet will show what it breaks.</source>
        <translation>角色违反规则：%1 仍要导入吗？角色卡会显示违反了什么。</translation>
    </message>
    <message>
        <source>Import &amp;Anyway</source>
        <translation>仍要导入(&amp;A)</translation>
    </message>
    <message numerus="yes">
        <source>%1 came in. Fari&apos;s sheet has %n value(s) this sheet has no place for; they were not imported.</source>
        <translation>
            <numerusform>已导入：%1。Fari 的角色卡有 %n 项内容在这张卡上没有位置，未导入。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateSheet</name>
    <message>
        <source>Being made</source>
        <translation>创角中</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>游戏中</translation>
    </message>
    <message>
        <source>%1 (GM: %2)</source>
        <translation>%1（GM：%2）</translation>
    </message>
    <message>
        <source>Rules overridden: %1</source>
        <translation>已覆盖的规则：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>姓名(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>润色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Minor Milestone…</source>
        <translation>里程碑(&amp;M)…</translation>
    </message>
    <message>
        <source>Ma&amp;jor Milestone…</source>
        <translation>突破点(&amp;J)…</translation>
    </message>
    <message>
        <source>End of a session: one change (spec §7.8).</source>
        <translation>一次游戏结束时：一项改变（规格 §7.8）。</translation>
    </message>
    <message>
        <source>End of an arc: a minor change, a skill step, recovery and more (spec §7.8).</source>
        <translation>一段剧情结束时：一项小改变、技能提升一级、恢复等等（规格 §7.8）。</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重新命名 %1</translation>
    </message>
    <message>
        <source>Describe %1</source>
        <translation>润色 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateSkillsPage</name>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Rate the skills in the pack&apos;s pattern; each rating holds only so many. The rest stay Mediocre (+0).</source>
        <translation>依规则包的配置评定技能；每个等级只容纳定额。其余维持平庸（+0）。</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1：%2 / %3</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateSkillsPanel</name>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%n skill(s)</source>
        <translation>
            <numerusform>%n 个技能</numerusform>
        </translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Creation: %1; the rest %2.</source>
        <translation>创角：%1；其余为%2。</translation>
    </message>
    <message>
        <source>In play, no rating may hold more skills than the rating below it (the column rule).</source>
        <translation>游戏中，任何等级的技能数都不能多于下一级（栏位规则）。</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Rate %1</source>
        <translation>设定%1等级</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateStuntsPage</name>
    <message>
        <source>Stunts</source>
        <translation>绝技</translation>
    </message>
    <message>
        <source>Three stunts are free; each more costs 1 refresh, and refresh stays at 1 or more.</source>
        <translation>三项绝技免费；每多一项花 1 点重振，重振至少保持 1。</translation>
    </message>
    <message>
        <source>&amp;Add Stunt…</source>
        <translation>添加绝技(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove Stunt</source>
        <translation>移除绝技(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>%1 stunt(s), %2 free: refresh %3</source>
        <translation>
            <numerusform>%1 项绝技，%2 项免费：重振 %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateStuntsPanel</name>
    <message numerus="yes">
        <source>%1 stunt(s): %2 free, each more costs 1 refresh; refresh stays at %3 or more.</source>
        <translation>
            <numerusform>%1 项绝技：%2 项免费，每多一项花 1 点重振；重振至少保持 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1——%2</translation>
    </message>
    <message>
        <source>Stunts</source>
        <translation>绝技</translation>
    </message>
    <message>
        <source>&amp;Add Stunt…</source>
        <translation>添加绝技(&amp;A)…</translation>
    </message>
    <message>
        <source>Edit Stunt…</source>
        <translation>编辑绝技…</translation>
    </message>
    <message>
        <source>Remove Stunt</source>
        <translation>移除绝技</translation>
    </message>
    <message>
        <source>Extras</source>
        <translation>额外</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>额外</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>效果</translation>
    </message>
    <message>
        <source>Add Extra</source>
        <translation>添加额外</translation>
    </message>
    <message>
        <source>Remove Extra</source>
        <translation>移除额外</translation>
    </message>
    <message>
        <source>Add Stunt %1</source>
        <translation>添加绝技 %1</translation>
    </message>
    <message>
        <source>Edit Stunt %1</source>
        <translation>编辑绝技 %1</translation>
    </message>
    <message>
        <source>Remove Stunt %1</source>
        <translation>移除绝技 %1</translation>
    </message>
    <message>
        <source>Give the extra a name.</source>
        <translation>请为额外取名。</translation>
    </message>
    <message>
        <source>Add Extra %1</source>
        <translation>添加额外 %1</translation>
    </message>
    <message>
        <source>Remove Extra %1</source>
        <translation>移除额外 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateSummaryPage</name>
    <message>
        <source>Stress and Consequences</source>
        <translation>压力与后果</translation>
    </message>
    <message>
        <source>These follow from the skills: Physique and Will size the stress tracks; Superb (+5) adds a mild consequence.</source>
        <translation>这些由技能决定：体魄与意志决定压力轨长度；卓越（+5）多一个轻微后果。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n box(es), from %2 %3</source>
        <translation>
            <numerusform>%1：%n 格，来自%2 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Consequences: %1</source>
        <translation>后果：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>Refresh %1; the character starts with %1 fate point(s).</source>
        <translation>
            <numerusform>重振 %1；角色以 %1 点命运点开始。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateUi</name>
    <message>
        <source>Fate Characters</source>
        <translation>命运角色</translation>
    </message>
    <message>
        <source>Fate Character</source>
        <translation>命运角色</translation>
    </message>
    <message>
        <source>New &amp;Fate Character…</source>
        <translation>新命运角色(&amp;F)…</translation>
    </message>
    <message>
        <source>Make a Fate Condensed character: aspects, skills, stunts</source>
        <translation>创建命运浓缩版角色：形象、技能、绝技</translation>
    </message>
    <message>
        <source>F&amp;ate</source>
        <translation>命运(&amp;A)</translation>
    </message>
    <message>
        <source>Fate Dice</source>
        <translation>命运骰</translation>
    </message>
    <message>
        <source>Fate &amp;Dice</source>
        <translation>命运骰(&amp;D)</translation>
    </message>
    <message>
        <source>Impor&amp;t from Fari…</source>
        <translation>从 Fari 导入(&amp;T)…</translation>
    </message>
    <message>
        <source>Add a Fate Condensed character exported from Fari (.fari.json)</source>
        <translation>添加从 Fari 导出的命运浓缩版角色（.fari.json）</translation>
    </message>
    <message>
        <source>E&amp;xport to Fari…</source>
        <translation>导出到 Fari(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the Fate character shown as a Fari character file (.fari.json)</source>
        <translation>将当前显示的命运角色保存为 Fari 角色文件（.fari.json）</translation>
    </message>
    <message>
        <source>Play with %1</source>
        <translation>改用 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Fate Pack or Profile</source>
        <translation>命运规则包或配置</translation>
    </message>
    <message>
        <source>The skills, creation pattern and ladder this campaign plays with:</source>
        <translation>这个战役使用的技能、建角配置与形容词梯度：</translation>
    </message>
    <message>
        <source>&amp;Pack or Profile…</source>
        <translation>规则包或配置(&amp;P)…</translation>
    </message>
    <message>
        <source>Choose the Fate pack or profile the campaign plays with (one undo step)</source>
        <translation>选择战役使用的命运规则包或配置（一个撤销步骤）</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Aspects</source>
        <translation>形象</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Stunts</source>
        <translation>绝技</translation>
    </message>
    <message>
        <source>Extras</source>
        <translation>额外</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>重振</translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation>命运点</translation>
    </message>
    <message>
        <source>Physical stress</source>
        <translation>物理压力</translation>
    </message>
    <message>
        <source>Mental stress</source>
        <translation>心灵压力</translation>
    </message>
    <message>
        <source>Consequences</source>
        <translation>后果</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateWizard</name>
    <message>
        <source>New Fate Character</source>
        <translation>新命运角色</translation>
    </message>
    <message>
        <source>New Fate Character %1</source>
        <translation>新命运角色 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::FortuneRollDialog</name>
    <message>
        <source>Fortune roll</source>
        <translation>运气检定</translation>
    </message>
    <message>
        <source>A fortune roll on the Tier of %1 (%2): what happens when no one acts — a critical is great effect, a 6 standard, a 4/5 limited, a 1–3 poor.</source>
        <translation>以 %1 的层级（%2）进行运气检定：决定没有人行动时会发生什么——大成功为极佳效果，6 为标准，4/5 为有限，1–3 为微弱。</translation>
    </message>
    <message>
        <source>&amp;Advantage dice</source>
        <translation>优势骰(&amp;A)</translation>
    </message>
    <message>
        <source>+1d for each major advantage, −1d for each major disadvantage. SRD: Fortune roll.</source>
        <translation>每个重大优势 +1d，每个重大劣势 −1d。SRD：运气检定。</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>掷骰(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n dice.</source>
        <translation>
            <numerusform>骰池：%n 颗骰子。</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact chances of each result, counted over every way the dice can fall. SRD: Rolling the dice.</source>
        <translation>每种结果的精确概率，计算自骰子所有可能的掷法。SRD：掷骰子。</translation>
    </message>
    <message>
        <source>Fortune roll on the Tier of %1</source>
        <translation>以 %1 的层级进行运气检定</translation>
    </message>
    <message>
        <source>Effect: %1.</source>
        <translation>效果：%1。</translation>
    </message>
</context>
<context>
    <name>sw::ui::GearPanel</name>
    <message>
        <source>Load: %1</source>
        <translation>负重：%1</translation>
    </message>
    <message>
        <source>Put down %1</source>
        <translation>放下“%1”</translation>
    </message>
    <message>
        <source>Carry %1</source>
        <translation>携带“%1”</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负重</translation>
    </message>
    <message>
        <source>&amp;Items</source>
        <translation>物品(&amp;I)</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Tick what you use during the score, up to your load; a wide box is an item of 2 load.</source>
        <translation>作案期间勾选你用到的物品，不可超过你的负重；宽格表示占 2 负重的物品。</translation>
    </message>
    <message>
        <source>Load level</source>
        <translation>负重等级</translation>
    </message>
    <message>
        <source>Clear load</source>
        <translation>清除负重</translation>
    </message>
    <message>
        <source>C&amp;lear load</source>
        <translation>清除负重(&amp;L)</translation>
    </message>
    <message>
        <source>Put down every item and the load level after the score.</source>
        <translation>作案结束后放下所有物品并清除负重等级。</translation>
    </message>
</context>
<context>
    <name>sw::ui::GmActions</name>
    <message>
        <source>&amp;GM</source>
        <translation>主持人(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Faction Ladder</source>
        <translation>派系阶梯(&amp;F)</translation>
    </message>
    <message>
        <source>The factions and the crew&apos;s status with each (B §7)</source>
        <translation>各派系与帮派对其的地位（B §7）</translation>
    </message>
    <message>
        <source>&amp;Clocks</source>
        <translation>进度钟(&amp;C)</translation>
    </message>
    <message>
        <source>Every progress clock of the campaign (A §6)</source>
        <translation>战役中所有的进度钟（A §6）</translation>
    </message>
    <message>
        <source>Start &amp;Score…</source>
        <translation>开始作案(&amp;S)…</translation>
    </message>
    <message>
        <source>Plan, engagement roll, payoff and heat (C §1–§5)</source>
        <translation>计划、交战检定、收益与热度（C §1–§5）</translation>
    </message>
    <message>
        <source>&amp;Downtime…</source>
        <translation>休整(&amp;D)…</translation>
    </message>
    <message>
        <source>Entanglements, activities and the faction turn (C §3–§9)</source>
        <translation>纠葛、休整活动与派系回合（C §3–§9）</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>时间线(&amp;T)</translation>
    </message>
    <message>
        <source>The campaign&apos;s story, step by step</source>
        <translation>战役的经过，一步一步</translation>
    </message>
    <message>
        <source>D&amp;ice Roller</source>
        <translation>掷骰器(&amp;I)</translation>
    </message>
    <message>
        <source>Roll any roll and keep it in the roll log</source>
        <translation>掷任何检定，并记入掷骰记录</translation>
    </message>
    <message>
        <source>Dice Roller</source>
        <translation>掷骰器</translation>
    </message>
    <message>
        <source>Faction Ladder</source>
        <translation>派系阶梯</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>进度钟</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
</context>
<context>
    <name>sw::ui::GmWords</name>
    <message>
        <source>Danger clock</source>
        <translation>危险钟</translation>
    </message>
    <message>
        <source>Racing clock</source>
        <translation>竞速钟</translation>
    </message>
    <message>
        <source>Linked clock</source>
        <translation>连锁钟</translation>
    </message>
    <message>
        <source>Mission clock</source>
        <translation>任务钟</translation>
    </message>
    <message>
        <source>Tug-of-war clock</source>
        <translation>拔河钟</translation>
    </message>
    <message>
        <source>Long-term project</source>
        <translation>长期项目</translation>
    </message>
    <message>
        <source>Healing clock</source>
        <translation>治疗钟</translation>
    </message>
    <message>
        <source>Faction clock</source>
        <translation>派系钟</translation>
    </message>
    <message>
        <source>Fills as trouble closes in; never emptied (A §6).</source>
        <translation>随麻烦逼近而填入；从不清空（A §6）。</translation>
    </message>
    <message>
        <source>Races a rival clock: whichever fills first wins (A §6).</source>
        <translation>与对手的进度钟竞速：先填满者获胜（A §6）。</translation>
    </message>
    <message>
        <source>Completing it unlocks the clock it links to (A §6).</source>
        <translation>完成后会解锁与它相连的进度钟（A §6）。</translation>
    </message>
    <message>
        <source>The crew&apos;s progress towards a goal (A §6).</source>
        <translation>帮派朝目标迈进的进度（A §6）。</translation>
    </message>
    <message>
        <source>Fills and empties as two sides pull (A §6).</source>
        <translation>随双方角力而增减（A §6）。</translation>
    </message>
    <message>
        <source>Worked on in downtime: 1, 2, 3 or 5 segments a roll (C §8.4).</source>
        <translation>在休整中推进：每次检定推进 1、2、3 或 5 格（C §8.4）。</translation>
    </message>
    <message>
        <source>A faction&apos;s goal, ticked in the faction turn (C §9).</source>
        <translation>派系的目标，在派系回合中推进（C §9）。</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>战役</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>帮派</translation>
    </message>
    <message>
        <source>Scoundrel</source>
        <translation>恶徒</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>派系</translation>
    </message>
    <message>
        <source>Action roll</source>
        <translation>行动检定</translation>
    </message>
    <message>
        <source>Resistance roll</source>
        <translation>抵抗检定</translation>
    </message>
    <message>
        <source>Fortune roll</source>
        <translation>运气检定</translation>
    </message>
    <message>
        <source>Gather information</source>
        <translation>收集情报</translation>
    </message>
    <message>
        <source>Engagement roll</source>
        <translation>交战检定</translation>
    </message>
    <message>
        <source>Vice roll</source>
        <translation>恶习检定</translation>
    </message>
    <message>
        <source>Incarceration roll</source>
        <translation>监禁检定</translation>
    </message>
    <message>
        <source>Entanglement roll</source>
        <translation>纠葛检定</translation>
    </message>
    <message>
        <source>Faction clock roll</source>
        <translation>派系钟检定</translation>
    </message>
    <message>
        <source>Acquire asset</source>
        <translation>获取资产</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Reduce heat</source>
        <translation>降低热度</translation>
    </message>
    <message>
        <source>1–3: bad</source>
        <translation>1–3：失败</translation>
    </message>
    <message>
        <source>4/5: mixed</source>
        <translation>4/5：部分成功</translation>
    </message>
    <message>
        <source>6: success</source>
        <translation>6：成功</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>暴击</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>进度钟</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>作案</translation>
    </message>
    <message>
        <source>Downtime</source>
        <translation>休整</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n 颗骰</numerusform>
        </translation>
    </message>
    <message>
        <source>0 dice (roll 2, keep the lower)</source>
        <translation>0 颗骰（掷 2 颗取较低者）</translation>
    </message>
    <message>
        <source>%1 — critical %2 · 6: %3 · 4/5: %4 · 1–3: %5</source>
        <translation>%1 — 暴击 %2 · 6：%3 · 4/5：%4 · 1–3：%5</translation>
    </message>
    <message>
        <source>Rolled %1 → %2</source>
        <translation>掷出 %1 → %2</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <source>Unnamed faction</source>
        <translation>未命名派系</translation>
    </message>
</context>
<context>
    <name>sw::ui::HuntingGroundsPage</name>
    <message>
        <source>Hunting grounds</source>
        <translation>猎场</translation>
    </message>
    <message>
        <source>Where the crew finds its usual work: part of one district, three or four blocks, and the kind of operation you prefer there. The faction that claims the area wants a deal.</source>
        <translation>帮派平常找活干的地方：某个城区的一部分，约三四个街区，以及你们在那里偏好的任务行动。控制该区域的派系会要求你们做个交易。</translation>
    </message>
    <message>
        <source>&amp;District:</source>
        <translation>城区(&amp;D)：</translation>
    </message>
    <message>
        <source>The district the hunting grounds lie in; it need not be the lair&apos;s.</source>
        <translation>猎场所在的城区；不必与巢穴在同一区。</translation>
    </message>
    <message>
        <source>e.g. Silkshore</source>
        <translation>例如：丝岸区</translation>
    </message>
    <message>
        <source>&amp;Area:</source>
        <translation>区域(&amp;A)：</translation>
    </message>
    <message>
        <source>Only three or four city blocks of that district.</source>
        <translation>该城区中仅三四个街区的范围。</translation>
    </message>
    <message>
        <source>e.g. the canal houses around Lantern Street</source>
        <translation>例如：提灯街一带的运河房屋</translation>
    </message>
    <message>
        <source>Preferred &amp;operation:</source>
        <translation>偏好的任务行动(&amp;O)：</translation>
    </message>
    <message>
        <source>One of the crew type&apos;s operations (or your own): +1d to gather information and a free activity for it.</source>
        <translation>帮派类型的任务行动之一（或自定义）：为此收集情报时 +1d，并获得一次免费活动。</translation>
    </message>
    <message>
        <source>C&amp;laimed by faction:</source>
        <translation>控制派系(&amp;L)：</translation>
    </message>
    <message>
        <source>The GM names the faction that claims the area; the deal changes your status with it.</source>
        <translation>由 GM 指定控制该区域的派系；交易会改变你们与该派系的地位。</translation>
    </message>
    <message>
        <source>D&amp;eal:</source>
        <translation>交易(&amp;E)：</translation>
    </message>
    <message>
        <source>Pay 1 coin (status 0), pay 2 coin in respect (+1 status), or pay nothing (−1 status).</source>
        <translation>付 1 钱币（地位 0）、付 2 钱币表示尊敬（地位 +1），或分文不付（地位 −1）。</translation>
    </message>
    <message>
        <source>— choose a faction —</source>
        <translation>— 选择派系 —</translation>
    </message>
    <message>
        <source>— choose a deal —</source>
        <translation>— 选择交易 —</translation>
    </message>
    <message numerus="yes">
        <source>The crew has %n coin.</source>
        <translation>
            <numerusform>帮派有 %n 钱币。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The crew has %n coin left.</source>
        <translation>
            <numerusform>帮派剩下 %n 钱币。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::IdentityPanel</name>
    <message>
        <source>Edit %1</source>
        <translation>编辑%1</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>选择%1</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>（请选择）</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>姓名(&amp;N)</translation>
    </message>
    <message>
        <source>The scoundrel&apos;s name; every character has one once made.</source>
        <translation>恶徒的名字；角色创建后一定要有名字。</translation>
    </message>
    <message>
        <source>&amp;Alias</source>
        <translation>化名(&amp;A)</translation>
    </message>
    <message>
        <source>The name the streets know them by.</source>
        <translation>街头上对此人的称呼。</translation>
    </message>
    <message>
        <source>&amp;Playbook</source>
        <translation>剧本(&amp;P)</translation>
    </message>
    <message>
        <source>L&amp;ook</source>
        <translation>外貌(&amp;O)</translation>
    </message>
    <message>
        <source>A few words on how they look and carry themselves.</source>
        <translation>用几个字描述此人的外表与举止。</translation>
    </message>
    <message>
        <source>&amp;Heritage</source>
        <translation>出身(&amp;H)</translation>
    </message>
    <message>
        <source>Where their family comes from; it adds one action dot at creation.</source>
        <translation>家族的发源地；创建角色时增加一个行动点。</translation>
    </message>
    <message>
        <source>Heritage detail</source>
        <translation>出身细节</translation>
    </message>
    <message>
        <source>A detail of the heritage, in your own words.</source>
        <translation>用你自己的话描述出身的一项细节。</translation>
    </message>
    <message>
        <source>&amp;Background</source>
        <translation>背景(&amp;B)</translation>
    </message>
    <message>
        <source>What they did before the crew; it adds one action dot at creation.</source>
        <translation>加入帮派前的经历；创建角色时增加一个行动点。</translation>
    </message>
    <message>
        <source>Background detail</source>
        <translation>背景细节</translation>
    </message>
    <message>
        <source>A detail of the background, in your own words.</source>
        <translation>用你自己的话描述背景的一项细节。</translation>
    </message>
    <message>
        <source>&amp;Vice</source>
        <translation>恶习(&amp;V)</translation>
    </message>
    <message>
        <source>How they relieve stress in downtime; indulging can overindulge.</source>
        <translation>休整时缓解压力的方式；沉溺恶习可能会过度沉溺。</translation>
    </message>
    <message>
        <source>P&amp;urveyor</source>
        <translation>供应者(&amp;U)</translation>
    </message>
    <message>
        <source>Who or where they go to indulge their vice.</source>
        <translation>此人沉溺恶习时去找的人或地方。</translation>
    </message>
    <message>
        <source>Chosen at creation: it gives the starting dots, special abilities, friends and rivals, items and the XP trigger.</source>
        <translation>于创建角色时选定：决定初始行动点、特殊能力、朋友与对手、物品及经验触发条件。</translation>
    </message>
    <message>
        <source>Click, or press R on the vice, to indulge it in downtime: the vice roll.</source>
        <translation>点击，或在恶习上按 R，在休整中沉溺恶习：恶习检定。</translation>
    </message>
</context>
<context>
    <name>sw::ui::LinkBanner</name>
    <message>
        <source>The shared campaign&apos;s server cannot be reached. The campaign is read-only until the connection is back; Sheetwright keeps trying.</source>
        <translation>无法连接共享战役的服务器。在连接恢复之前，战役为只读；Sheetwright 会持续重试。</translation>
    </message>
    <message>
        <source>Connected again. Your last change, sent as the connection dropped, was saved.</source>
        <translation>已重新连接。连接断开时发出的最后一项更改已保存。</translation>
    </message>
    <message>
        <source>Connected again. Your last change, sent as the connection dropped, was not saved: make it again.</source>
        <translation>已重新连接。连接断开时发出的最后一项更改没有保存：请再做一次。</translation>
    </message>
</context>
<context>
    <name>sw::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>新建战役(&amp;N)…</translation>
    </message>
    <message>
        <source>Create a new, empty campaign file</source>
        <translation>创建新的空白战役文件</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>打开战役(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a campaign file</source>
        <translation>打开战役文件</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>导出 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>Print the open sheets to a PDF file</source>
        <translation>将打开的表单输出为 PDF 文件</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>Close Sheetwright; every change is already saved</source>
        <translation>关闭 Sheetwright；所有修改都已保存</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销“%1”(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做“%1”(&amp;R)</translation>
    </message>
    <message>
        <source>Edit &amp;History</source>
        <translation>编辑历史(&amp;H)</translation>
    </message>
    <message>
        <source>Show every change in this session; click one to go back to it</source>
        <translation>显示本次的所有修改；点击一项即可回到该状态</translation>
    </message>
    <message>
        <source>Edit History</source>
        <translation>编辑历史</translation>
    </message>
    <message>
        <source>&lt;opened campaign&gt;</source>
        <translation>&lt;打开战役时&gt;</translation>
    </message>
    <message>
        <source>Edit history</source>
        <translation>编辑历史</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;About Sheetwright</source>
        <translation>关于 Sheetwright(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>%1 — Sheetwright</source>
        <translation>%1 — Sheetwright</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Could not reopen %1: %2</source>
        <translation>无法重新打开 %1：%2</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>新建战役</translation>
    </message>
    <message>
        <source>Sheetwright campaigns (*.%1)</source>
        <translation>Sheetwright 战役 (*.%1)</translation>
    </message>
    <message>
        <source>%1 already exists. Open it instead?</source>
        <translation>%1 已存在。要改为打开它吗？</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>打开战役</translation>
    </message>
    <message>
        <source>Sheetwright campaigns (*.%1);;All files (*)</source>
        <translation>Sheetwright 战役 (*.%1);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot Open Campaign</source>
        <translation>无法打开战役</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation>无法打开 %1。</translation>
    </message>
    <message>
        <source>&amp;GM Override Mode</source>
        <translation>GM 裁定模式(&amp;G)</translation>
    </message>
    <message>
        <source>Let edits through that break a rule, recording each on the sheet</source>
        <translation>允许违反规则的修改，并将每一项记录在卡上</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>战役</translation>
    </message>
    <message>
        <source>This kind of sheet opens in the GM tools.</source>
        <translation>这种卡要在 GM 工具中打开。</translation>
    </message>
    <message>
        <source>Damaged Campaign File</source>
        <translation>战役文件已损坏</translation>
    </message>
    <message>
        <source>Checking %1 found damage in the file.</source>
        <translation>检查 %1 时发现文件有损坏。</translation>
    </message>
    <message>
        <source>Sheets may be missing or fail to save. No backup was made from the damaged file; the backups of earlier days are in %1.</source>
        <translation>卡片可能缺失或无法保存。不会用损坏的文件做备份；之前各天的备份在 %1。</translation>
    </message>
    <message>
        <source>The campaign file is damaged: restore a backup.</source>
        <translation>战役文件已损坏：请恢复备份。</translation>
    </message>
    <message>
        <source>The campaign&apos;s pack could not be changed: the campaign is open read-only.</source>
        <translation>无法更换战役的规则包：这个战役以只读方式打开。</translation>
    </message>
    <message>
        <source>The campaign now plays with %1.</source>
        <translation>战役现在使用 %1。</translation>
    </message>
    <message>
        <source>GM Override Mode</source>
        <translation>GM 裁定模式</translation>
    </message>
    <message>
        <source>While override mode is on, edits that break a rule are made anyway and the rule is recorded on the sheet with this reason:</source>
        <translation>裁定模式开启时，违反规则的修改照样生效，并以下列理由将该规则记录在卡上：</translation>
    </message>
    <message>
        <source>GM ruling</source>
        <translation>GM 裁定</translation>
    </message>
    <message>
        <source>Could not move %1 to the new data folder.</source>
        <translation>无法把 %1 移到新的数据文件夹。</translation>
    </message>
    <message>
        <source>Open a campaign a table shares on a PostgreSQL server</source>
        <translation>打开一桌玩家在 PostgreSQL 服务器上共享的战役</translation>
    </message>
    <message>
        <source>Connect to a &amp;Shared Campaign…</source>
        <translation>连接到共享战役(&amp;S)…</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalAbilitiesPanel</name>
    <message>
        <source>Abilities</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>花费</translation>
    </message>
    <message>
        <source>From &amp;content</source>
        <translation>从内容选取(&amp;C)</translation>
    </message>
    <message>
        <source>Ability na&amp;me</source>
        <translation>能力名称(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>类型(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>等级(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Buy Ability</source>
        <translation>获得能力(&amp;B)</translation>
    </message>
    <message>
        <source>Reno&amp;unce</source>
        <translation>放弃能力(&amp;U)</translation>
    </message>
    <message>
        <source>Only during a rest: frees the occupancy; the Talent it cost is lost, not refunded (rule 32).</source>
        <translation>仅在休息时：释放占用；其花费的潜能不会退还（规则 32）。</translation>
    </message>
    <message>
        <source>(write one)</source>
        <translation>（自行填写）</translation>
    </message>
    <message>
        <source>Costs %1 Talent</source>
        <translation>花费 %1 点潜能</translation>
    </message>
    <message>
        <source>; occupies %1 of %2 free %3</source>
        <translation>；占用 %3 剩余 %2 级中的 %1 级</translation>
    </message>
    <message>
        <source>Name the ability first.</source>
        <translation>请先填写能力名称。</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation>获得 %1</translation>
    </message>
    <message>
        <source>Choose the ability to renounce in the list.</source>
        <translation>请在列表中选择要放弃的能力。</translation>
    </message>
    <message>
        <source>Renounce %1</source>
        <translation>放弃 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalAbilityForm</name>
    <message>
        <source>Acquiring it costs its level ×3 Talent; an innate ability costs nothing (rules 26, 30)</source>
        <translation>获得时花费等级×3 点潜能；天赋不需花费（规则 26、30）</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>等级(&amp;L)</translation>
    </message>
    <message>
        <source>e.g. 1⚡️战术, or empty for a passive ability</source>
        <translation>例如 1⚡️战术；被动能力留空</translation>
    </message>
    <message>
        <source>&amp;Activation</source>
        <translation>施展(&amp;A)</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <translation>类型(&amp;Y)</translation>
    </message>
    <message>
        <source>Effe&amp;ct</source>
        <translation>效果(&amp;C)</translation>
    </message>
    <message>
        <source>an innate ability: the species or feature id, e.g. lizardfolk</source>
        <translation>天赋：种族或特征代号，例如 lizardfolk</translation>
    </message>
    <message>
        <source>A character of that species or with that feature has it, at no cost (天赋, rules 29–30)</source>
        <translation>该种族或具有该特征的角色无须花费即拥有它（天赋，规则 29–30）</translation>
    </message>
    <message>
        <source>e.g. 女性 (empty: any)</source>
        <translation>例如 女性（留空：不限）</translation>
    </message>
    <message>
        <source>Requires &amp;gender</source>
        <translation>性别需求(&amp;G)</translation>
    </message>
    <message>
        <source>species ids, e.g. human (empty: any)</source>
        <translation>种族代号，例如 human（留空：不限）</translation>
    </message>
    <message>
        <source>Requires &amp;species</source>
        <translation>种族需求(&amp;S)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Uses allowed in each window (rule 33)</source>
        <translation>每段时间内可使用的次数（规则 33）</translation>
    </message>
    <message>
        <source>a round</source>
        <translation>每轮</translation>
    </message>
    <message>
        <source>a moment</source>
        <translation>每瞬息</translation>
    </message>
    <message>
        <source>a day</source>
        <translation>每天</translation>
    </message>
    <message>
        <source>&amp;Frequency, times per</source>
        <translation>频率，次数(&amp;F)</translation>
    </message>
    <message>
        <source>Only an innate ability is granted by a species or feature: choose the type Innate.</source>
        <translation>只有天赋由种族或特征赋予：请选择类型“天赋”。</translation>
    </message>
    <message>
        <source>Grante&amp;d by</source>
        <translation>赋予来源(&amp;D)</translation>
    </message>
    <message>
        <source>No species or feature of the campaign&apos;s own has the id &quot;%1&quot;: write the id of the one granting it (save an example species first to use it).</source>
        <translation>战役自有的种族或特征中没有 id 为「%1」者：请写出赋予它的种族或特征的 id（要用示例种族，请先保存该种族）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalAttributesPanel</name>
    <message>
        <source> / %1</source>
        <translation> / %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Raise (%1)</source>
        <translation>提升（%1）</translation>
    </message>
    <message>
        <source>+1 trained %1 costs the trained score %2 ×3 = %3 Talent (rules 24–25).</source>
        <translation>受训%1 +1 花费受训属性 %2 ×3 = %3 点潜能（规则 24–25）。</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Trained</source>
        <translation>受训</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>基础</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>临时</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总数</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>属性骰</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>能力占用</translation>
    </message>
    <message>
        <source>Levels of this attribute&apos;s abilities against its base score (rule 27)</source>
        <translation>此属性类型能力的等级总和，对照基础属性（规则 27）</translation>
    </message>
    <message>
        <source>Current dice: damage removes them, rest brings them back up to the total (rules 6–10)</source>
        <translation>现有属性骰：受到伤害时失去，休息时恢复，最多至总数（规则 6–10）</translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation>提升%1</translation>
    </message>
    <message>
        <source>Set %1 dice</source>
        <translation>设定%1骰</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalContentDialog</name>
    <message>
        <source>Meshal Campaign Content</source>
        <translation>Meshal 战役内容</translation>
    </message>
    <message>
        <source>A&amp;bilities</source>
        <translation>能力(&amp;B)</translation>
    </message>
    <message>
        <source>I&amp;mport Pack…</source>
        <translation>导入内容包(&amp;M)…</translation>
    </message>
    <message>
        <source>E&amp;xport Pack…</source>
        <translation>导出内容包(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;New Entry</source>
        <translation>新条目(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Remove Entry</source>
        <translation>移除条目(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (example)</source>
        <translation>%1（示例）</translation>
    </message>
    <message>
        <source>From the example pack, which shows the format; save it to make it the campaign&apos;s own</source>
        <translation>来自示范格式的示例内容包；保存后即成为战役自己的条目</translation>
    </message>
    <message>
        <source>Written for this campaign</source>
        <translation>为此战役撰写</translation>
    </message>
    <message>
        <source>This entry cannot be kept: %1</source>
        <translation>无法保留此条目：%1</translation>
    </message>
    <message>
        <source>Write %1 in the campaign&apos;s content</source>
        <translation>在战役内容中写入 %1</translation>
    </message>
    <message>
        <source>Choose the entry to remove in the list.</source>
        <translation>请在列表中选择要移除的条目。</translation>
    </message>
    <message>
        <source>An example entry is not the campaign&apos;s to remove.</source>
        <translation>示例条目不属于战役，无法移除。</translation>
    </message>
    <message>
        <source>Remove %1 from the campaign&apos;s content</source>
        <translation>从战役内容移除 %1</translation>
    </message>
    <message>
        <source>Not a Meshal content pack: %1</source>
        <translation>不是 Meshal 内容包：%1</translation>
    </message>
    <message>
        <source>The pack cannot be merged: %1</source>
        <translation>无法合并此内容包：%1</translation>
    </message>
    <message>
        <source>Import content pack %1</source>
        <translation>导入内容包 %1</translation>
    </message>
    <message>
        <source>Imported %1: %2 new, %3 replaced.</source>
        <translation>已导入 %1：新增 %2 项，替换 %3 项。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>Import a Meshal Content Pack</source>
        <translation>导入 Meshal 内容包</translation>
    </message>
    <message>
        <source>Content packs (*.json)</source>
        <translation>内容包 (*.json)</translation>
    </message>
    <message>
        <source>Export the Campaign&apos;s Content</source>
        <translation>导出战役内容</translation>
    </message>
    <message>
        <source>S&amp;pecies</source>
        <translation>种族(&amp;P)</translation>
    </message>
    <message>
        <source>I&amp;tems</source>
        <translation>物品(&amp;T)</translation>
    </message>
    <message>
        <source>The rulebook&apos;s optional modules (扩展) this campaign plays with. Age needs natural death (rule 49).</source>
        <translation>此战役采用的规则书扩展模块。启用年龄时也须启用寿终正寝（规则 49）。</translation>
    </message>
    <message>
        <source>Mod&amp;ules</source>
        <translation>模块(&amp;U)</translation>
    </message>
    <message>
        <source>%1 needs %2 on as well (rule 49).</source>
        <translation>%1 需要同时启用 %2（规则 49）。</translation>
    </message>
    <message>
        <source>Sa&amp;ve Entry</source>
        <translation>保存条目(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Starting Talent (rule 20)</source>
        <translation>初始潜能（规则 20）(&amp;S)</translation>
    </message>
    <message>
        <source>Si&amp;lver coins for a gold coin (rule 52)</source>
        <translation>1 枚金币兑换的银币数（规则 52）(&amp;L)</translation>
    </message>
    <message>
        <source>C&amp;opper coins for a silver coin (rule 52)</source>
        <translation>1 枚银币兑换的铜币数（规则 52）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Apply to the Campaign</source>
        <translation>应用到战役(&amp;A)</translation>
    </message>
    <message>
        <source>Set the campaign&apos;s modules and numbers</source>
        <translation>设置战役的模块与数值</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalDicePanel</name>
    <message>
        <source>Write the dice as the rulebook counts them, e.g. 4, 强壮+3 or 活力/精神孰低.</source>
        <translation>请依规则书的算式填写骰数，例如 4、强壮+3 或 活力/精神孰低。</translation>
    </message>
    <message>
        <source>GM</source>
        <translation>主持人</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1：%2 对难度 %3</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Dice %1 → %2: %3 (needs more than %4).</source>
        <translation>骰子 %1 → %2：%3（须大于 %4）。</translation>
    </message>
    <message>
        <source>Seed %1.</source>
        <translation>种子 %1。</translation>
    </message>
    <message>
        <source>%1: %2 until above %3</source>
        <translation>%1：%2 累加至大于 %3</translation>
    </message>
    <message>
        <source>success on roll %1</source>
        <translation>第 %1 次投骰成功</translation>
    </message>
    <message>
        <source>no success in %1 rolls</source>
        <translation>%1 次投骰内未成功</translation>
    </message>
    <message>
        <source>Sums %1: %2 (needs more than %3).</source>
        <translation>累计 %1：%2（须大于 %3）。</translation>
    </message>
    <message>
        <source>Choose the character who takes the attack.</source>
        <translation>请选择受击的角色。</translation>
    </message>
    <message>
        <source>The attack is not in the rulebook&apos;s notation: %1</source>
        <translation>攻击不符合规则书的写法：%1</translation>
    </message>
    <message>
        <source>%1 takes an attack</source>
        <translation>%1 受到攻击</translation>
    </message>
    <message>
        <source>A roll of 0 never hits (rule 60).</source>
        <translation>投骰结果为 0 时不会命中（规则 60）。</translation>
    </message>
    <message>
        <source>%1 is immune to this attack.</source>
        <translation>%1 免疫此攻击。</translation>
    </message>
    <message>
        <source>Solid defence: nothing got through (protection %1).</source>
        <translation>完全防御：没有造成伤害（防护 %1）。</translation>
    </message>
    <message>
        <source>Protection %1 stops it all.</source>
        <translation>防护 %1 抵消了全部伤害。</translation>
    </message>
    <message numerus="yes">
        <source>Protection %1; %n die(s) removed.</source>
        <translation>
            <numerusform>防护 %1；失去 %n 颗属性骰。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 死亡。</translation>
    </message>
    <message>
        <source>%1 falls unconscious and prone.</source>
        <translation>%1 昏迷并倒地。</translation>
    </message>
    <message>
        <source>Choose the character who rests.</source>
        <translation>请选择要休息的角色。</translation>
    </message>
    <message>
        <source>%1 rests an hour</source>
        <translation>%1 休息 1 小时</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) back</source>
        <translation>
            <numerusform>恢复 %n 颗</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>An hour of rest: nothing to recover.</source>
        <translation>休息 1 小时：没有需要恢复的属性骰。</translation>
    </message>
    <message>
        <source>An hour of rest: %1 (dice %2).</source>
        <translation>休息 1 小时：%1（骰子 %2）。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 rests fully</source>
        <translation>%1 充分休息</translation>
    </message>
    <message>
        <source>%1 has every die back.</source>
        <translation>%1 恢复了所有属性骰。</translation>
    </message>
    <message>
        <source>&amp;Character</source>
        <translation>角色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pool</source>
        <translation>骰数(&amp;P)</translation>
    </message>
    <message>
        <source>Count a&amp;s</source>
        <translation>计算方式(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Advantages</source>
        <translation>优势(&amp;A)</translation>
    </message>
    <message>
        <source>Disad&amp;vantages</source>
        <translation>劣势(&amp;V)</translation>
    </message>
    <message>
        <source>Hold &amp;back to</source>
        <translation>留手至(&amp;B)</translation>
    </message>
    <message>
        <source>Diffic&amp;ulty</source>
        <translation>难度(&amp;U)</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>种子(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Weapon</source>
        <translation>武器(&amp;W)</translation>
    </message>
    <message>
        <source>A&amp;ttack</source>
        <translation>攻击(&amp;T)</translation>
    </message>
    <message>
        <source>Attack ro&amp;ll</source>
        <translation>攻击投骰结果(&amp;L)</translation>
    </message>
    <message>
        <source>Defe&amp;nce</source>
        <translation>防御(&amp;N)</translation>
    </message>
    <message>
        <source>Defence p&amp;oints</source>
        <translation>防御点数(&amp;O)</translation>
    </message>
    <message>
        <source>The dice as the rulebook counts them: 4, 强壮+3, 活力+精神, 活力/精神孰低 (the whole notation with 🎲 or 🎲+ works too)</source>
        <translation>依规则书的算式填写骰数：4、强壮+3、活力+精神、活力/精神孰低（也可填写含 🎲 或 🎲+ 的完整写法）</translation>
    </message>
    <message>
        <source>Points (1 → 1, 2 → 2, else 0)</source>
        <translation>点数（1 → 1、2 → 2、其余 0）</translation>
    </message>
    <message>
        <source>Face total</source>
        <translation>骰面</translation>
    </message>
    <message>
        <source>(written below)</source>
        <translation>（于下方填写）</translation>
    </message>
    <message>
        <source>all dice</source>
        <translation>全部骰子</translation>
    </message>
    <message>
        <source>a new seed</source>
        <translation>新的种子</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>投骰(&amp;R)</translation>
    </message>
    <message>
        <source>Roll Unt&amp;il Above</source>
        <translation>累加尝试(&amp;I)</translation>
    </message>
    <message>
        <source>A progressive attempt: the rolls add up until the sum is above the difficulty (L116)</source>
        <translation>累加尝试：每次投骰的结果累加，直至总和大于难度（L116）</translation>
    </message>
    <message>
        <source>at most </source>
        <translation>最多 </translation>
    </message>
    <message>
        <source> rolls</source>
        <translation> 次</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>An attack in the rulebook&apos;s notation, e.g. 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)</source>
        <translation>以规则书写法填写攻击,例如 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)</translation>
    </message>
    <message>
        <source>Apply &amp;Damage</source>
        <translation>承受伤害(&amp;D)</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>Rest One &amp;Hour</source>
        <translation>休息 1 小时(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Full Rest</source>
        <translation>充分休息(&amp;F)</translation>
    </message>
    <message>
        <source>no defence</source>
        <translation>不防御</translation>
    </message>
    <message>
        <source>(no character)</source>
        <translation>（无角色）</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s): too many to count the odds.</source>
        <translation>
            <numerusform>%n 颗骰子：太多，无法计算概率。</numerusform>
        </translation>
    </message>
    <message>
        <source>points</source>
        <translation>点数</translation>
    </message>
    <message>
        <source>face total</source>
        <translation>骰面</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s), %1; beats %2 in %3 of %4 outcomes: %5%</source>
        <translation>
            <numerusform>%n 颗骰子，%1；在 %4 种结果中有 %3 种大于 %2：%5%</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: [%2] → %3</source>
        <translation>%1：[%2] → %3</translation>
    </message>
    <message>
        <source>Write both sides&apos; dice as the rulebook counts them, e.g. 4 or 3🎲+.</source>
        <translation>请以规则书的写法填写双方的骰子，例如 4 或 3🎲+。</translation>
    </message>
    <message>
        <source>%1 against %2 dice: too many to count the odds.</source>
        <translation>%1 对 %2 颗骰子：骰子太多，无法计算概率。</translation>
    </message>
    <message>
        <source>%1 against %2 dice: wins %3%, loses %4%, ties %5%</source>
        <translation>%1 对 %2 颗骰子：获胜 %3%，落败 %4%，平手 %5%</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 获胜</translation>
    </message>
    <message>
        <source>the other side wins</source>
        <translation>对方获胜</translation>
    </message>
    <message>
        <source>a tie, for the host to settle</source>
        <translation>平手，由主持人裁定</translation>
    </message>
    <message>
        <source>%1: %2 in a contest against %3</source>
        <translation>%1：%2 与 %3 对抗</translation>
    </message>
    <message>
        <source>%1 to %2, %3</source>
        <translation>%1 比 %2，%3</translation>
    </message>
    <message>
        <source>Contest: [%1] → %2 against [%3] → %4: %5.</source>
        <translation>对抗：[%1] → %2 对 [%3] → %4：%5。</translation>
    </message>
    <message>
        <source>Contest a&amp;gainst</source>
        <translation>对抗对手(&amp;G)</translation>
    </message>
    <message>
        <source>Roll Contest</source>
        <translation>对抗投骰</translation>
    </message>
    <message>
        <source>Both sides roll; the higher result wins, a tie is the host&apos;s to settle (L118)</source>
        <translation>双方各自投骰，结果较高者获胜；平手由主持人裁定（L118）</translation>
    </message>
    <message>
        <source>&amp;Meals eaten</source>
        <translation>进食份数(&amp;M)</translation>
    </message>
    <message>
        <source>Drin&amp;ks drunk</source>
        <translation>饮水份数(&amp;K)</translation>
    </message>
    <message>
        <source>Hours &amp;you slept, each time</source>
        <translation>每次睡眠时数(&amp;Y)</translation>
    </message>
    <message>
        <source>Supplies (a day)</source>
        <translation>补给（一天）</translation>
    </message>
    <message>
        <source>Hours asleep each time, e.g. 4,2; a time shorter than an hour does not count (L1077)</source>
        <translation>每次睡眠的时数，例如 4,2；不足 1 小时的睡眠不计（L1077）</translation>
    </message>
    <message>
        <source>Start the Ne&amp;xt Day</source>
        <translation>开始新的一天(&amp;X)</translation>
    </message>
    <message>
        <source>Each need unmet takes a die: hunger Might, thirst Energy, too little sleep Spirit; they come back one per full rest (rule 61)</source>
        <translation>每项未满足的需求失去 1 颗骰子：饥饿失去强壮骰、干渴失去活力骰、困乏失去精神骰；每次充分休息恢复 1 颗（规则 61）</translation>
    </message>
    <message>
        <source>Choose the character whose day it was.</source>
        <translation>请选择度过这一天的角色。</translation>
    </message>
    <message>
        <source>Write the hours slept each time as whole numbers, e.g. 4,2.</source>
        <translation>请以整数填写每次睡眠的时数，例如 4,2。</translation>
    </message>
    <message>
        <source>%1&apos;s day of supplies</source>
        <translation>%1 的一天补给</translation>
    </message>
    <message>
        <source>The rulebook gives no daily needs for this size; nothing was taken.</source>
        <translation>规则书未给出此体型的每日需求；未失去骰子。</translation>
    </message>
    <message>
        <source>hungry: a %1 die taken</source>
        <translation>饥饿：失去 1 颗%1骰</translation>
    </message>
    <message>
        <source>thirsty: a %1 die taken</source>
        <translation>干渴：失去 1 颗%1骰</translation>
    </message>
    <message>
        <source>exhausted: a %1 die taken</source>
        <translation>困乏：失去 1 颗%1骰</translation>
    </message>
    <message>
        <source>Every need was met.</source>
        <translation>每项需求皆已满足。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <source>Opponent&apos;s sheet</source>
        <translation>对手的卡</translation>
    </message>
    <message>
        <source>Secret (host only)</source>
        <translation>暗投（仅主持人可见）</translation>
    </message>
    <message>
        <source>Bearing or borne (3 disadvantages)</source>
        <translation>背负或被背负（3 劣势）</translation>
    </message>
    <message>
        <source>背负: the bearer and the creature borne roll with 3 disadvantages, and the bearer moves at half speed (rule 62, L775)</source>
        <translation>背负：背负者与被背负者在任何投骰时都有 3 劣势，背负者移速减半（规则 62，L775）</translation>
    </message>
    <message>
        <source>The roll goes to the log marked secret; on a shared campaign the players do not see it</source>
        <translation>投骰以暗投记入记录；在共享战役中玩家看不到</translation>
    </message>
    <message>
        <source>The other side&apos;s dice in a contest, e.g. 3, 4🎲+ or 强壮+2 with the opponent&apos;s sheet (L118)</source>
        <translation>对抗中另一方的骰子，例如 3、4🎲+，或配合对手的卡写 强壮+2（L118）</translation>
    </message>
    <message>
        <source>Whose attribute dice the other side&apos;s pool counts (强壮, 活力, 精神)</source>
        <translation>另一方的骰池以谁的属性骰计算（强壮、活力、精神）</translation>
    </message>
    <message>
        <source>Secret: %1</source>
        <translation>暗投：%1</translation>
    </message>
    <message>
        <source>Bearing (背负)</source>
        <translation>背负</translation>
    </message>
    <message>
        <source>The creature the character above takes up: one at a time, its size or smaller (rule 62)</source>
        <translation>上方角色要背起的生物：每次一个，体型与自己相同或更小（规则 62）</translation>
    </message>
    <message>
        <source>Take Up</source>
        <translation>背起</translation>
    </message>
    <message>
        <source>Put Down</source>
        <translation>放下</translation>
    </message>
    <message>
        <source>Choose the bearer above and another character to take up.</source>
        <translation>请在上方选择背负者，并选择要背起的另一个角色。</translation>
    </message>
    <message>
        <source>%1 or %2 is already bearing or borne: put that creature down first.</source>
        <translation>%1 或 %2 已在背负或被背负：请先放下那个生物。</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>%1 bears %2: speeds %3; both roll with %4 disadvantages.</source>
        <translation>%1 背负 %2：移速 %3；双方投骰皆有 %4 劣势。</translation>
    </message>
    <message>
        <source>%1 is borne by %2: %3 disadvantages on every roll.</source>
        <translation>%1 由 %2 背负：每次投骰皆有 %3 劣势。</translation>
    </message>
    <message>
        <source>%1, attack %2</source>
        <translation>%1，第 %2 种攻击</translation>
    </message>
    <message>
        <source>%1 (not equipped)</source>
        <translation>%1（未装备）</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>攻击者</translation>
    </message>
    <message>
        <source>Whose weapon makes the attack: one equipped or natural weapon of that sheet (rule 45)</source>
        <translation>由谁的武器发动攻击：该角色卡上一件已装备或天生的武器（规则 45）</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalEditor</name>
    <message>
        <source>This character is no longer in the campaign.</source>
        <translation>此角色已不在战役中。</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalEffectsPanel</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Ongoing Effects</source>
        <translation>持续效果</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>效果</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>Appl&amp;y Effect</source>
        <translation>施加效果(&amp;Y)</translation>
    </message>
    <message>
        <source>A temporary change to the totals; an effect of the same name replaces the one in place (rule 34).</source>
        <translation>对属性总数的临时变化；同名效果会顶替原有的效果（规则 34）。</translation>
    </message>
    <message>
        <source>En&amp;d Effect</source>
        <translation>结束效果(&amp;D)</translation>
    </message>
    <message>
        <source>The changes end; dice above the new total go (rule 7).</source>
        <translation>变化结束；超过新总数的属性骰随之失去（规则 7）。</translation>
    </message>
    <message>
        <source>Name the effect first.</source>
        <translation>请先填写效果名称。</translation>
    </message>
    <message>
        <source>Apply %1</source>
        <translation>施加 %1</translation>
    </message>
    <message>
        <source>Choose the effect to end in the list.</source>
        <translation>请在列表中选择要结束的效果。</translation>
    </message>
    <message>
        <source>End %1</source>
        <translation>结束 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalEntryForm</name>
    <message>
        <source>Lower-case letters, digits and _; an entry with the same id is replaced</source>
        <translation>小写字母、数字与 _；相同 ID 的条目会被替换</translation>
    </message>
    <message>
        <source>&amp;ID</source>
        <translation>ID(&amp;I)</translation>
    </message>
    <message>
        <source>Name (traditional C&amp;hinese)</source>
        <translation>名称（繁体中文）(&amp;H)</translation>
    </message>
    <message>
        <source>Name (&amp;English)</source>
        <translation>名称（英文）(&amp;E)</translation>
    </message>
    <message>
        <source>Give the entry an id of lower-case letters, digits and _ (e.g. lizardfolk).</source>
        <translation>请为条目填写由小写字母、数字与 _ 组成的 ID（例如 lizardfolk）。</translation>
    </message>
    <message>
        <source>Give the entry its simplified Chinese name, the rulebook&apos;s language.</source>
        <translation>请填写条目的简体中文名称（规则书的语言）。</translation>
    </message>
    <message>
        <source>Name (simplified Chinese, re&amp;quired)</source>
        <translation>名称（简体中文，必填）(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalEquipmentPage</name>
    <message>
        <source>Equipment</source>
        <translation>装备</translation>
    </message>
    <message>
        <source>Tick what the character carries: at most 3 heavy and 9 light items (rule 36). The rulebook gives no starting gear.</source>
        <translation>勾选角色携带的物品：最多 3 件重型与 9 件轻型物品（规则 36）。规则书未规定初始装备。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1, %2 %3 %4: strength %5 (spent/unspent); heavy %6, light %7.</source>
        <translation>%1，%2 %3 %4：实力 %5（已花费/未花费）；重型 %6，轻型 %7。</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalIdentityPage</name>
    <message>
        <source>Identity and Features</source>
        <translation>身份与特征</translation>
    </message>
    <message>
        <source>Name the character and choose the required features within what its species allows (rules 46–47).</source>
        <translation>为角色命名，并在种族允许的范围内选定必要特征（规则 46–47）。</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>（请选择）</translation>
    </message>
    <message>
        <source>36 in the rulebook; the GM may set another for the campaign (rule 20).</source>
        <translation>规则书为 36；主持人可为战役另行设定（规则 20）。</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>姓名(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Species</source>
        <translation>种族(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Gender</source>
        <translation>性别(&amp;G)</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>体型(&amp;Z)</translation>
    </message>
    <message>
        <source>F&amp;orm</source>
        <translation>形态(&amp;O)</translation>
    </message>
    <message>
        <source>Starting &amp;Talent</source>
        <translation>初始潜能(&amp;T)</translation>
    </message>
    <message>
        <source>Rules profile: the core rules, no optional module (扩展) on.</source>
        <translation>规则配置：核心规则，未启用任何扩展模块。</translation>
    </message>
    <message>
        <source>Rules profile: these optional modules (扩展) are on: %1.</source>
        <translation>规则配置：已启用这些扩展模块：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The campaign&apos;s modules and starting Talent are set in Meshal ▸ Campaign Content… ▸ Modules.</source>
        <translation>战役的模块与初始潜能在 Meshal ▸ 战役内容… ▸ 模块 中设置。</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalIdentityPanel</name>
    <message>
        <source>Player character or not</source>
        <translation>是否为玩家角色</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Size level %1 · footprint %2 step(s)</source>
        <translation>体型等级 %1 · 占位 %2 步</translation>
    </message>
    <message>
        <source>Identity and Features</source>
        <translation>身份与特征</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>玩家(&amp;P)</translation>
    </message>
    <message>
        <source>Player character (PC)</source>
        <translation>玩家角色（PC）</translation>
    </message>
    <message>
        <source>&amp;Species</source>
        <translation>种族(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Gender</source>
        <translation>性别(&amp;G)</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>体型(&amp;Z)</translation>
    </message>
    <message>
        <source>F&amp;orm</source>
        <translation>形态(&amp;O)</translation>
    </message>
    <message>
        <source>Edit the identity</source>
        <translation>编辑身份</translation>
    </message>
    <message>
        <source>Choose the species</source>
        <translation>选择种族</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalItemForm</name>
    <message>
        <source>e.g. weapon.blade, armour.helmet, accessory.ring</source>
        <translation>例如 weapon.blade、armour.helmet、accessory.ring</translation>
    </message>
    <message>
        <source>T&amp;ypes</source>
        <translation>类型(&amp;Y)</translation>
    </message>
    <message>
        <source>One attack a line, in the rulebook&apos;s notation: 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)</source>
        <translation>每行一种攻击，以规则书的写法：对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)</translation>
    </message>
    <message>
        <source>&amp;Attacks</source>
        <translation>攻击(&amp;A)</translation>
    </message>
    <message>
        <source>Protection while equipped</source>
        <translation>装备时的防护</translation>
    </message>
    <message>
        <source>e.g. 1⚡️战术</source>
        <translation>例如 1⚡️战术</translation>
    </message>
    <message>
        <source>A&amp;ction cost</source>
        <translation>机动花费(&amp;C)</translation>
    </message>
    <message>
        <source>Sca&amp;le</source>
        <translation>规格(&amp;L)</translation>
    </message>
    <message>
        <source>Give the item at least one type, e.g. weapon.blade.</source>
        <translation>请为物品填写至少一种类型，例如 weapon.blade。</translation>
    </message>
    <message>
        <source>The attack &quot;%1&quot; is not written in the rulebook&apos;s notation, e.g. 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避).</source>
        <translation>攻击「%1」不是规则书的写法，例如 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)。</translation>
    </message>
    <message>
        <source>e.g. head, or leg, leg for boots (empty: none)</source>
        <translation>例如 head，靴子写 leg, leg（留空：不占部位）</translation>
    </message>
    <message>
        <source>The body parts it takes while equipped: head, torso, arm, leg, tail, wing, fin (L464–L474)</source>
        <translation>装备时占用的肢体：head 头部、torso 躯干、arm 手臂、leg 腿脚、tail 尾巴、wing 翅膀、fin 鳍（L464–L474）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a body part: write head, torso, arm, leg, tail, wing or fin.</source>
        <translation>“%1”不是肢体部位：请写 head、torso、arm、leg、tail、wing 或 fin。</translation>
    </message>
    <message>
        <source>B&amp;ody parts it takes</source>
        <translation>占用肢体(&amp;O)</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalItemsPanel</name>
    <message>
        <source>natural</source>
        <translation>天生</translation>
    </message>
    <message>
        <source>Carried: heavy %1 of %2 · light %3 of %4 · accessories %5 of %6 (rules 36–37)</source>
        <translation>携带：重型 %1 / %2 · 轻型 %3 / %4 · 饰品 %5 / %6（规则 36–37）</translation>
    </message>
    <message>
        <source>Worth %1 copper (1 gold = %2 silver, 1 silver = %3 copper)</source>
        <translation>共值 %1 铜币（1 金币 = %2 银币，1 银币 = %3 铜币）</translation>
    </message>
    <message>
        <source>Items and Money</source>
        <translation>物品与钱币</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Equipped</source>
        <translation>已装备</translation>
    </message>
    <message>
        <source>&amp;Add Item</source>
        <translation>加入物品(&amp;A)</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>移除(&amp;V)</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>钱币</translation>
    </message>
    <message>
        <source> gold</source>
        <translation> 金币</translation>
    </message>
    <message>
        <source> silver</source>
        <translation> 银币</translation>
    </message>
    <message>
        <source> copper</source>
        <translation> 铜币</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>取得 %1</translation>
    </message>
    <message>
        <source>Choose the item to remove in the list.</source>
        <translation>请在列表中选择要移除的物品。</translation>
    </message>
    <message>
        <source>Drop %1</source>
        <translation>丢弃 %1</translation>
    </message>
    <message>
        <source>Equip %1</source>
        <translation>装备 %1</translation>
    </message>
    <message>
        <source>Unequip %1</source>
        <translation>卸下 %1</translation>
    </message>
    <message>
        <source>Count the money</source>
        <translation>清点钱币</translation>
    </message>
    <message>
        <source>%1 is unique, but %2 holds it too (rule 43).</source>
        <translation>%1 是唯一物品，但 %2 也持有它（规则 43）。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalMoreFeaturesPanel</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>More Features</source>
        <translation>扩展更多特征</translation>
    </message>
    <message>
        <source>Height or length</source>
        <translation>身高／身长</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>体重</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>外貌</translation>
    </message>
    <message>
        <source>Personality</source>
        <translation>个性</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>取向</translation>
    </message>
    <message>
        <source>Hobby</source>
        <translation>癖好</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>代号</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>年龄</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>未填写</translation>
    </message>
    <message>
        <source>e.g. 碎骨者, 韩达克</source>
        <translation>例如 碎骨者、韩达克</translation>
    </message>
    <message>
        <source>Write %1</source>
        <translation>填写%1</translation>
    </message>
    <message>
        <source>Write the age</source>
        <translation>填写年龄</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalRelationsPanel</name>
    <message>
        <source>Relationships</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>关系状态</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Another character of the campaign, or a name</source>
        <translation>战役中的另一名角色，或一个名字</translation>
    </message>
    <message>
        <source>note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Add Relations&amp;hip</source>
        <translation>加入关系(&amp;H)</translation>
    </message>
    <message>
        <source>Remove Relat&amp;ionship</source>
        <translation>移除关系(&amp;I)</translation>
    </message>
    <message>
        <source>%1 does not call this character friendly (rule 54).</source>
        <translation>%1 未将此角色视为友善（规则 54）。</translation>
    </message>
    <message>
        <source>Choose or write who the relationship is with.</source>
        <translation>请选择或填写关系的对象。</translation>
    </message>
    <message>
        <source>Relationship with %1</source>
        <translation>与 %1 的关系</translation>
    </message>
    <message>
        <source>Choose the relationship to remove in the list.</source>
        <translation>请在列表中选择要移除的关系。</translation>
    </message>
    <message>
        <source>Remove a relationship</source>
        <translation>移除关系</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalScoresPanel</name>
    <message>
        <source>Set Execution</source>
        <translation>设定机动</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>起身</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> / %1</source>
        <translation> / %1</translation>
    </message>
    <message>
        <source>Protections, Movement and Condition</source>
        <translation>防护、移动与状态</translation>
    </message>
    <message>
        <source>Immunities</source>
        <translation>免疫</translation>
    </message>
    <message>
        <source>Speeds (steps)</source>
        <translation>移速（步）</translation>
    </message>
    <message>
        <source>Senses (steps)</source>
        <translation>知觉（步）</translation>
    </message>
    <message>
        <source>E&amp;xecution</source>
        <translation>机动(&amp;X)</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Set by the dice: any attribute at 0 is unconscious and prone, all three at 0 dead (rules 8–9)</source>
        <translation>由属性骰决定：任一属性骰为 0 则昏迷并倒地，三项皆为 0 则死亡（规则 8–9）</translation>
    </message>
    <message>
        <source>Stand Up</source>
        <translation>起身</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalSheet</name>
    <message>
        <source>Being made</source>
        <translation>创建中</translation>
    </message>
    <message>
        <source>In play · resting</source>
        <translation>游戏中 · 休息</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>游戏中</translation>
    </message>
    <message>
        <source>%1 (GM: %2)</source>
        <translation>%1（主持人：%2）</translation>
    </message>
    <message>
        <source>Rules overridden: %1</source>
        <translation>已覆盖的规则：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>姓名(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Finish Creation</source>
        <translation>完成创建(&amp;F)</translation>
    </message>
    <message>
        <source>The character is made: from now on Talent is spent only during a rest (rule 24).</source>
        <translation>角色创建完成：此后只能在休息时花费潜能（规则 24）。</translation>
    </message>
    <message>
        <source>A character has a name (rule 46).</source>
        <translation>角色必须有姓名（规则 46）。</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message>
        <source>Finish creating %1</source>
        <translation>完成创建 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalSpeciesForm</name>
    <message>
        <source>e.g. 男性、女性 (empty: any)</source>
        <translation>例如 男性、女性（留空：不限）</translation>
    </message>
    <message>
        <source>&amp;Genders</source>
        <translation>性别(&amp;G)</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>体型</translation>
    </message>
    <message>
        <source>e.g. 人形</source>
        <translation>例如 人形</translation>
    </message>
    <message>
        <source>&amp;Forms</source>
        <translation>形态(&amp;F)</translation>
    </message>
    <message>
        <source>Attribute changes</source>
        <translation>属性变化</translation>
    </message>
    <message>
        <source>Protection changes</source>
        <translation>防护变化</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>描述(&amp;D)</translation>
    </message>
    <message>
        <source>e.g. head 1, torso 1, arm 2, leg 2</source>
        <translation>例如 head 1, torso 1, arm 2, leg 2</translation>
    </message>
    <message>
        <source>Parts: head, torso, arm, leg, tail, wing, fin, each with its count (module body parts, L296–L309)</source>
        <translation>部位：head 头部、torso 躯干、arm 手臂、leg 腿脚、tail 尾巴、wing 翅膀、fin 鳍，各写数量（肢体扩展，L296–L309）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a body part: write head, torso, arm, leg, tail, wing or fin with a count.</source>
        <translation>“%1”不是肢体部位：请写 head、torso、arm、leg、tail、wing 或 fin 并加上数量。</translation>
    </message>
    <message>
        <source>e.g. climb 3, burrow 1</source>
        <translation>例：climb 3, burrow 1</translation>
    </message>
    <message>
        <source>Other ways of moving and their speeds: walk, climb, burrow, hover, teleport (L674–L784)</source>
        <translation>其他移动方式与移速：walk 平移、climb 攀爬、burrow 钻行、hover 悬浮、teleport 瞬移（L674–L784）</translation>
    </message>
    <message>
        <source>&amp;Climb and other movement</source>
        <translation>攀爬与其他移动(&amp;C)</translation>
    </message>
    <message>
        <source>e.g. sight 10, smell 3</source>
        <translation>例：sight 10, smell 3</translation>
    </message>
    <message>
        <source>Senses and their ranges in steps: sight, hearing, vibration, smell, hypersense (L786–L856)</source>
        <translation>感官与其范围（步）：sight 视觉、hearing 听觉、vibration 震感、smell 嗅觉、hypersense 超感（L786–L856）</translation>
    </message>
    <message>
        <source>&amp;Senses</source>
        <translation>感官(&amp;S)</translation>
    </message>
    <message>
        <source>B&amp;ody parts</source>
        <translation>肢体(&amp;O)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a way of moving with its speed: write walk, climb, burrow, hover or teleport with a number of steps.</source>
        <translation>「%1」不是带移速的移动方式：请写 walk、climb、burrow、hover 或 teleport 加上步数。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a sense with its range: write sight, hearing, vibration, smell or hypersense with a number of steps.</source>
        <translation>「%1」不是带范围的感官：请写 sight、hearing、vibration、smell 或 hypersense 加上步数。</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalTalentPage</name>
    <message>
        <source>Spend Talent</source>
        <translation>花费潜能</translation>
    </message>
    <message>
        <source>Trained scores start at 3. +1 costs the trained score ×3; an ability its level ×3, within the base score&apos;s occupancy (rules 25–27). Talent left over stays for later.</source>
        <translation>受训属性从 3 计起。每 +1 花费受训属性 ×3；能力花费其等级 ×3，且不得超过基础属性的占用上限（规则 25–27）。未用完的潜能会保留。</translation>
    </message>
    <message>
        <source>Ability name</source>
        <translation>能力名称</translation>
    </message>
    <message>
        <source>Start &amp;Over</source>
        <translation>重新分配(&amp;O)</translation>
    </message>
    <message>
        <source>Name the ability first.</source>
        <translation>请先填写能力名称。</translation>
    </message>
    <message>
        <source>%1: trained %2, base %3, %4 ability level(s) free</source>
        <translation>%1：受训 %2，基础 %3，可再占用 %4 级能力</translation>
    </message>
    <message>
        <source>Raise (%1)</source>
        <translation>提升（%1）</translation>
    </message>
    <message>
        <source>&amp;Buy (%1)</source>
        <translation>获得（%1）(&amp;B)</translation>
    </message>
    <message>
        <source>Strength %1 (spent/unspent)</source>
        <translation>实力 %1（已花费/未花费）</translation>
    </message>
    <message>
        <source>%1 +1: %2 Talent</source>
        <translation>%1 +1：%2 点潜能</translation>
    </message>
    <message>
        <source>%1: %2 Talent</source>
        <translation>%1：%2 点潜能</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalTalentPanel</name>
    <message>
        <source>Strength %1 (spent/unspent) · Talent earned %2</source>
        <translation>实力 %1（已花费/未花费）· 获得潜能 %2</translation>
    </message>
    <message>
        <source>Strength = Talent spent on raises and on abilities still held; renounced abilities&apos; costs (%1) are lost (rules 22–23).</source>
        <translation>实力 = 花费在属性提升与仍持有能力上的潜能；放弃能力的花费（%1）已失去（规则 22–23）。</translation>
    </message>
    <message>
        <source>Being made: Talent may be spent.</source>
        <translation>创建中：可以花费潜能。</translation>
    </message>
    <message>
        <source>Resting: Talent may be spent and abilities renounced.</source>
        <translation>休息中：可以花费潜能与放弃能力。</translation>
    </message>
    <message>
        <source>In play: Talent is spent only during a rest (rule 24).</source>
        <translation>游戏中：只能在休息时花费潜能（规则 24）。</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>奖励</translation>
    </message>
    <message>
        <source>Raise</source>
        <translation>提升</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Renounced</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation>失去 %1</translation>
    </message>
    <message>
        <source>creation</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>play</source>
        <translation>游戏</translation>
    </message>
    <message>
        <source>Talent and Strength</source>
        <translation>潜能与实力</translation>
    </message>
    <message>
        <source>&amp;Resting</source>
        <translation>休息中(&amp;R)</translation>
    </message>
    <message>
        <source>During a rest Talent may be spent and abilities renounced (rules 24, 32).</source>
        <translation>休息时可以花费潜能与放弃能力（规则 24、32）。</translation>
    </message>
    <message>
        <source>A&amp;ward Talent</source>
        <translation>奖励潜能(&amp;W)</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>What</source>
        <translation>内容</translation>
    </message>
    <message>
        <source>Talent</source>
        <translation>潜能</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时机</translation>
    </message>
    <message>
        <source>Award %1 Talent</source>
        <translation>奖励 %1 点潜能</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalUi</name>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Meshal Characters</source>
        <translation>Meshal 角色</translation>
    </message>
    <message>
        <source>Meshal Character</source>
        <translation>Meshal 角色</translation>
    </message>
    <message>
        <source>New Meshal Character</source>
        <translation>新建 Meshal 角色</translation>
    </message>
    <message>
        <source>The character&apos;s &amp;name:</source>
        <translation>角色姓名(&amp;N)：</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>新角色</translation>
    </message>
    <message>
        <source>New Meshal character %1</source>
        <translation>新建 Meshal 角色 %1</translation>
    </message>
    <message>
        <source>New Meshal Character (&amp;Guided)…</source>
        <translation>引导创建 Meshal 角色(&amp;G)…</translation>
    </message>
    <message>
        <source>Make a Meshal Lite character step by step: features, Talent, equipment (spec §3)</source>
        <translation>逐步创建 Meshal Lite 角色：特征、潜能、装备（规格 §3）</translation>
    </message>
    <message>
        <source>New &amp;Meshal Character…</source>
        <translation>新建 Meshal 角色(&amp;M)…</translation>
    </message>
    <message>
        <source>Make a Meshal Lite character: attributes, Talent, abilities, items</source>
        <translation>创建 Meshal Lite 角色：属性、潜能、能力、物品</translation>
    </message>
    <message>
        <source>&amp;Meshal</source>
        <translation>Meshal(&amp;M)</translation>
    </message>
    <message>
        <source>Meshal Dice</source>
        <translation>Meshal 骰子</translation>
    </message>
    <message>
        <source>Meshal &amp;Dice</source>
        <translation>Meshal 骰子(&amp;D)</translation>
    </message>
    <message>
        <source>Campaign &amp;Content…</source>
        <translation>战役内容(&amp;C)…</translation>
    </message>
    <message>
        <source>Write the campaign&apos;s species, abilities and items; import and export content packs</source>
        <translation>撰写战役的种族、能力与物品；导入与导出内容包</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Short name</source>
        <translation>简称</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Player character</source>
        <translation>玩家角色</translation>
    </message>
    <message>
        <source>Creation or play</source>
        <translation>建卡或游戏阶段</translation>
    </message>
    <message>
        <source>Species</source>
        <translation>种族</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>特征</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>性别</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>体型</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>形态</translation>
    </message>
    <message>
        <source>Might</source>
        <translation>强壮</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>活力</translation>
    </message>
    <message>
        <source>Spirit</source>
        <translation>精神</translation>
    </message>
    <message>
        <source>Might dice</source>
        <translation>强壮骰</translation>
    </message>
    <message>
        <source>Energy dice</source>
        <translation>活力骰</translation>
    </message>
    <message>
        <source>Spirit dice</source>
        <translation>精神骰</translation>
    </message>
    <message>
        <source>Movement speed</source>
        <translation>移速</translation>
    </message>
    <message>
        <source>Senses</source>
        <translation>感官</translation>
    </message>
    <message>
        <source>Execution</source>
        <translation>机动</translation>
    </message>
    <message>
        <source>Maximum execution</source>
        <translation>机动上限</translation>
    </message>
    <message>
        <source>Talent</source>
        <translation>潜能</translation>
    </message>
    <message>
        <source>Starting Talent</source>
        <translation>初始潜能</translation>
    </message>
    <message>
        <source>Talent ledger</source>
        <translation>潜能记录</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>能力</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>钱币</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金币</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>银币</translation>
    </message>
    <message>
        <source>Copper</source>
        <translation>铜币</translation>
    </message>
    <message>
        <source>Relationships</source>
        <translation>关系</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>效果</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Unconscious</source>
        <translation>昏迷</translation>
    </message>
    <message>
        <source>Prone</source>
        <translation>倒地</translation>
    </message>
    <message>
        <source>Dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <source>Asleep</source>
        <translation>睡眠</translation>
    </message>
    <message>
        <source>Cause of death</source>
        <translation>死因</translation>
    </message>
    <message>
        <source>Rule overrides</source>
        <translation>已覆盖的规则</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>身高</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>体重</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>外貌</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>年龄</translation>
    </message>
    <message>
        <source>Personality</source>
        <translation>个性</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>取向</translation>
    </message>
    <message>
        <source>Hobby</source>
        <translation>癖好</translation>
    </message>
    <message>
        <source>Aliases</source>
        <translation>代号</translation>
    </message>
    <message>
        <source>Body parts</source>
        <translation>肢体</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalWizard</name>
    <message>
        <source>New Meshal Character</source>
        <translation>新建 Meshal 角色</translation>
    </message>
    <message>
        <source>New Meshal character %1</source>
        <translation>新建 Meshal 角色 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::MilestoneDialog</name>
    <message>
        <source>Major Milestone — %1</source>
        <translation>突破点——%1</translation>
    </message>
    <message>
        <source>Minor Milestone — %1</source>
        <translation>里程碑——%1</translation>
    </message>
    <message>
        <source>The end of an arc: one minor change if you like, plus a skill step, recovery, and the high concept if you wish. Only what the sheet allows is offered.</source>
        <translation>一段剧情结束：可做一项小改变，再加上技能提升一级、恢复，以及（若想）改写高概念。只列出角色卡允许的选项。</translation>
    </message>
    <message>
        <source>The end of a session: make one change. Only what the sheet allows is offered.</source>
        <translation>一次游戏结束：做一项改变。只列出角色卡允许的选项。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>A minor milestone&apos;s change (optional)</source>
        <translation>一项里程碑的改变（可不选）</translation>
    </message>
    <message>
        <source>One change</source>
        <translation>一项改变</translation>
    </message>
    <message>
        <source>Nothing on this sheet allows it now.</source>
        <translation>这张卡目前没有可做这项的内容。</translation>
    </message>
    <message>
        <source>Swap two skill ratings</source>
        <translation>互换两个技能的等级</translation>
    </message>
    <message>
        <source>%1 ↔ %2</source>
        <translation>%1 ↔ %2</translation>
    </message>
    <message>
        <source>Replace an Average skill</source>
        <translation>替换一个一般（+1）技能</translation>
    </message>
    <message>
        <source>Rewrite a stunt</source>
        <translation>改写一项绝技</translation>
    </message>
    <message>
        <source>Write the Stunt…</source>
        <translation>撰写绝技…</translation>
    </message>
    <message>
        <source>Buy a stunt (refresh %1 → %2)</source>
        <translation>购买一项绝技（重振 %1 → %2）</translation>
    </message>
    <message>
        <source>Rewrite an aspect (not the high concept)</source>
        <translation>改写一个形象（高概念除外）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>The new aspect</source>
        <translation>新的形象</translation>
    </message>
    <message>
        <source>No minor change</source>
        <translation>不做小改变</translation>
    </message>
    <message>
        <source>And all of these</source>
        <translation>以及以下全部</translation>
    </message>
    <message>
        <source>New &amp;high concept (if you wish)</source>
        <translation>新的高概念（若想改）(&amp;H)</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>&amp;Raise a skill one step</source>
        <translation>提升一个技能一级(&amp;R)</translation>
    </message>
    <message>
        <source>The GM gives +1 refresh</source>
        <translation>GM 给予 +1 重振</translation>
    </message>
    <message>
        <source>The GM gives a second skill step</source>
        <translation>GM 给予第二次技能提升</translation>
    </message>
    <message>
        <source>&amp;Second step</source>
        <translation>第二级(&amp;S)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; starts recovering</source>
        <translation>“%1”开始恢复</translation>
    </message>
    <message>
        <source>&quot;%1&quot; clears</source>
        <translation>“%1”消除</translation>
    </message>
    <message>
        <source>No moderate or severe consequence to recover.</source>
        <translation>没有要恢复的中度或严重后果。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>恢复</translation>
    </message>
    <message>
        <source>Minor Milestone</source>
        <translation>里程碑</translation>
    </message>
    <message>
        <source>Major Milestone</source>
        <translation>突破点</translation>
    </message>
    <message>
        <source>Save the step for later</source>
        <translation>保留这一级以后再用</translation>
    </message>
    <message numerus="yes">
        <source>Spend a sa&amp;ved step (%n saved)</source>
        <translation>
            <numerusform>使用保留的技能提升（保留 %n 级）(&amp;V)</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep it saved</source>
        <translation>继续保留</translation>
    </message>
</context>
<context>
    <name>sw::ui::MoneyPanel</name>
    <message>
        <source>Coin to %1</source>
        <translation>钱币设为 %1</translation>
    </message>
    <message>
        <source>Put coin in the stash</source>
        <translation>将钱币存入私金</translation>
    </message>
    <message>
        <source>Take coin from the stash</source>
        <translation>从私金提取钱币</translation>
    </message>
    <message>
        <source>Lifestyle %1</source>
        <translation>生活水平 %1</translation>
    </message>
    <message>
        <source>&amp;Coin</source>
        <translation>钱币(&amp;C)</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>钱币</translation>
    </message>
    <message>
        <source>Coin you carry; what does not fit in the boxes goes to the stash.</source>
        <translation>你身上带的钱币；格子放不下的要存入私金。</translation>
    </message>
    <message>
        <source>S&amp;tash</source>
        <translation>私金(&amp;T)</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>私金</translation>
    </message>
    <message>
        <source>Coin put aside; every 10 is a level of lifestyle. Taking coin out costs 2 stash per coin.</source>
        <translation>存起来的钱；每 10 点为一级生活水平。每提取 1 钱币要花 2 私金。</translation>
    </message>
    <message>
        <source>Your lifestyle rating, from the stash: one per full row of ten.</source>
        <translation>你的生活水平等级，由私金决定：每满一行十格算一级。</translation>
    </message>
</context>
<context>
    <name>sw::ui::NpcPage</name>
    <message>
        <source>Close friend and rival</source>
        <translation>密友与对手</translation>
    </message>
    <message>
        <source>Choose one close friend and one rival from your playbook&apos;s people. They must be different people.</source>
        <translation>从你的剧本人物中选择一位密友与一位对手。两者必须是不同的人。</translation>
    </message>
    <message>
        <source>Close fr&amp;iend (▲):</source>
        <translation>密友（▲）(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Rival (▼):</source>
        <translation>对手（▼）(&amp;R)：</translation>
    </message>
    <message>
        <source>One NPC of your playbook is a close friend, ally or family.</source>
        <translation>剧本中的一位 NPC 是你的密友、盟友或家人。</translation>
    </message>
    <message>
        <source>One NPC of your playbook is a rival or enemy, not your friend.</source>
        <translation>剧本中的一位 NPC 是你的对手或仇敌，不能是你的密友。</translation>
    </message>
</context>
<context>
    <name>sw::ui::PickPage</name>
    <message>
        <source>Rules for the selected entry</source>
        <translation>所选项目的规则</translation>
    </message>
</context>
<context>
    <name>sw::ui::PrintChoiceDialog</name>
    <message>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the sheets on paper</source>
        <translation>把表单打印到纸上</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>打印预览(&amp;V)…</translation>
    </message>
    <message>
        <source>See the printed pages before printing</source>
        <translation>打印前先看看打印出的页面</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>导出 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>打印</translation>
    </message>
    <message>
        <source>Print Sheets</source>
        <translation>打印表单</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>这张表单</translation>
    </message>
    <message>
        <source>Every open sheet</source>
        <translation>所有打开的表单</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Player handout (leave out GM-only notes and hidden clocks)</source>
        <translation>玩家讲义（略去仅限 GM 的笔记与隐藏的进度钟）</translation>
    </message>
    <message>
        <source>&amp;Sheets:</source>
        <translation>表单(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>纸张(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>sw::ui::RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>No recent campaigns</source>
        <translation>没有最近打开的战役</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除列表(&amp;C)</translation>
    </message>
</context>
<context>
    <name>sw::ui::RollDialog</name>
    <message>
        <source>Roll %1</source>
        <translation>检定 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 (%n dots)</source>
        <translation>
            <numerusform>%1 检定 %2（%n 点）</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>局势(&amp;P)</translation>
    </message>
    <message>
        <source>The GM sets how dangerous the action is: how bad a 4/5 or a 1–3 will be. SRD: Action roll.</source>
        <translation>GM 设定行动有多危险：掷出 4/5 或 1–3 时后果多严重。SRD：行动检定。</translation>
    </message>
    <message>
        <source>&amp;Effect</source>
        <translation>效果(&amp;E)</translation>
    </message>
    <message>
        <source>The GM sets how much a success achieves. SRD: Effect.</source>
        <translation>GM 设定成功能达成多少。SRD：效果。</translation>
    </message>
    <message>
        <source>Pu&amp;sh yourself</source>
        <translation>强推自己(&amp;S)</translation>
    </message>
    <message numerus="yes">
        <source>+1d for %n stress</source>
        <translation>
            <numerusform>+1d，承受 %n 点压力</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+1 effect for %n stress</source>
        <translation>
            <numerusform>效果 +1，承受 %n 点压力</numerusform>
        </translation>
    </message>
    <message>
        <source>Each push benefit once per action. SRD: Push yourself.</source>
        <translation>每项强推收益每个行动只能取一次。SRD：强推自己。</translation>
    </message>
    <message>
        <source>Devil&apos;s &amp;bargain</source>
        <translation>魔鬼交易(&amp;B)</translation>
    </message>
    <message>
        <source>+1d: accept the bargain offered</source>
        <translation>+1d：接受提出的交易</translation>
    </message>
    <message>
        <source>The bargain happens whatever the roll; never together with a push for +1d. SRD: Devil&apos;s bargain.</source>
        <translation>无论检定结果如何，交易都会发生；不可与强推 +1d 同时使用。SRD：魔鬼交易。</translation>
    </message>
    <message>
        <source>&amp;Assistance</source>
        <translation>协助(&amp;A)</translation>
    </message>
    <message>
        <source>Nobody helps</source>
        <translation>无人协助</translation>
    </message>
    <message>
        <source>No one else in the crew</source>
        <translation>帮派里没有其他人</translation>
    </message>
    <message numerus="yes">
        <source>Another scoundrel of the crew helps: +1d, and they take %n stress. SRD: Assist.</source>
        <translation>
            <numerusform>帮派里另一名恶棍协助：+1d，协助者承受 %n 点压力。SRD：协助。</numerusform>
        </translation>
    </message>
    <message>
        <source>Resist with %1</source>
        <translation>以%1抵抗</translation>
    </message>
    <message>
        <source>%1 resists a consequence with %2 (rating %3). Stress taken: 6 minus the highest die; a critical clears 1 stress.</source>
        <translation>%1 以%2（评级 %3）抵抗后果。承受的压力：6 减去最高的骰子；大成功则清除 1 点压力。</translation>
    </message>
    <message>
        <source>+%1d</source>
        <translation>+%1d</translation>
    </message>
    <message>
        <source>−%1d</source>
        <translation>−%1d</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>Tick it when this holds for the roll.</source>
        <translation>这次检定符合条件时勾选。</translation>
    </message>
    <message>
        <source>Bo&amp;nus dice</source>
        <translation>奖励骰(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>掷骰(&amp;R)</translation>
    </message>
    <message>
        <source>assistance %1</source>
        <translation>协助 %1</translation>
    </message>
    <message>
        <source>push %1</source>
        <translation>强推 %1</translation>
    </message>
    <message>
        <source>bargain %1</source>
        <translation>交易 %1</translation>
    </message>
    <message>
        <source>bonus %1</source>
        <translation>奖励 %1</translation>
    </message>
    <message>
        <source>harm %1</source>
        <translation>伤害 %1</translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n dice (%1). Effect: %2.</source>
        <translation>
            <numerusform>骰池：%n 颗骰（%1）。效果：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n stress.</source>
        <translation>
            <numerusform>%1 承受 %n 点压力。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n dice (%1).</source>
        <translation>
            <numerusform>骰池：%n 颗骰（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact chances of each result, counted over every way the dice can fall. SRD: Rolling the dice.</source>
        <translation>每种结果的精确概率，计算自骰子所有可能的掷法。SRD：掷骰子。</translation>
    </message>
    <message>
        <source>Roll %1 (%2)</source>
        <translation>检定 %1（%2）</translation>
    </message>
    <message>
        <source>Resist with %1 (%2)</source>
        <translation>以%1抵抗（%2）</translation>
    </message>
    <message numerus="yes">
        <source>Critical: %n stress cleared.</source>
        <translation>
            <numerusform>大成功：清除 %n 点压力。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Desperate: %n %1 XP.</source>
        <translation>
            <numerusform>绝境：%1 经验 %n。</numerusform>
        </translation>
    </message>
    <message>
        <source>No stress, no XP.</source>
        <translation>没有压力，没有经验。</translation>
    </message>
    <message>
        <source>Secre&amp;t</source>
        <translation>暗投(&amp;T)</translation>
    </message>
    <message>
        <source>Only the GM sees this roll</source>
        <translation>只有 GM 能看到这次掷骰</translation>
    </message>
    <message>
        <source>The roll goes into the roll log as the GM&apos;s own: on a shared campaign no player&apos;s machine can read it.</source>
        <translation>这次掷骰以 GM 自己的暗投记入掷骰记录：在共享战役中，任何玩家的电脑都读不到它。</translation>
    </message>
</context>
<context>
    <name>sw::ui::RollWords</name>
    <message>
        <source>Controlled</source>
        <translation>受控</translation>
    </message>
    <message>
        <source>Risky</source>
        <translation>冒险</translation>
    </message>
    <message>
        <source>Desperate</source>
        <translation>绝境</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Limited</source>
        <translation>有限</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>Great</source>
        <translation>显著</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>极端</translation>
    </message>
    <message>
        <source>Critical: you succeed with increased effect (%1).</source>
        <translation>大成功：你成功，效果提升（%1）。</translation>
    </message>
    <message>
        <source>Full success at %1 effect.</source>
        <translation>完全成功，效果%1。</translation>
    </message>
    <message>
        <source>Partial success: hesitate and try another way, or succeed with a minor consequence.</source>
        <translation>部分成功：犹豫并改用别的方法，或成功但承受轻微后果。</translation>
    </message>
    <message>
        <source>Partial success: you do it, with a consequence (harm, complication, reduced effect or a worse position).</source>
        <translation>部分成功：你做到了，但有后果（伤害、复杂状况、减弱效果或更糟局势）。</translation>
    </message>
    <message>
        <source>Partial success: you do it, with a severe consequence (severe harm, serious complication or reduced effect).</source>
        <translation>部分成功：你做到了，但有严重后果（严重伤害、严重复杂状况或减弱效果）。</translation>
    </message>
    <message>
        <source>Bad outcome: you falter; press on with a risky roll or withdraw.</source>
        <translation>坏结果：你动摇了；以冒险局势继续尝试，或撤退。</translation>
    </message>
    <message>
        <source>Bad outcome: things go wrong (harm, complication, desperate position or lost opportunity).</source>
        <translation>坏结果：事情出错（伤害、复杂状况、绝境局势或失去机会）。</translation>
    </message>
    <message>
        <source>Bad outcome: the worst (severe harm, serious complication or lost opportunity).</source>
        <translation>坏结果：最糟的情况（严重伤害、严重复杂状况或失去机会）。</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n 颗骰</numerusform>
        </translation>
    </message>
    <message>
        <source>0 dice (roll 2, keep the lower)</source>
        <translation>0 颗骰（掷 2 颗取较低者）</translation>
    </message>
    <message>
        <source>%1 — critical %2 · 6: %3 · 4/5: %4 · 1–3: %5</source>
        <translation>%1 — 大成功 %2 · 6：%3 · 4/5：%4 · 1–3：%5</translation>
    </message>
    <message numerus="yes">
        <source>clear %n: %1</source>
        <translation>
            <numerusform>清除 %n：%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stress: %1</source>
        <translation>
            <numerusform>%n 点压力：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Stress — %1</source>
        <translation>压力 — %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::RulePacksDialog</name>
    <message>
        <source>Built in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>未加载</translation>
    </message>
    <message numerus="yes">
        <source>%n fault(s)</source>
        <translation>
            <numerusform>%n 个错误</numerusform>
        </translation>
    </message>
    <message>
        <source>Rule Packs</source>
        <translation>规则包</translation>
    </message>
    <message>
        <source>Rule pack</source>
        <translation>规则包</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Rule packs</source>
        <translation>规则包</translation>
    </message>
    <message>
        <source>Your own packs (Forged in the Dark hacks) go in %1, one folder per pack with its pack.json.</source>
        <translation>自定义规则包（Forged in the Dark 改版）请放在 %1，每个规则包一个文件夹，内含其 pack.json。</translation>
    </message>
    <message>
        <source>&amp;Open Folder</source>
        <translation>打开文件夹(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新加载(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (this campaign)</source>
        <translation>%1（此战役）</translation>
    </message>
    <message>
        <source>&amp;Use in This Campaign</source>
        <translation>用于此战役(&amp;U)</translation>
    </message>
    <message>
        <source>The campaign plays with the selected pack or house rules from now on: its sheets are checked, shown and printed with it. Sheets keep their values.</source>
        <translation>战役从此改用所选的规则包或房规：卡的检查、显示与打印都依照它。卡上的数值不变。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ScoreEndingForm</name>
    <message>
        <source>Payoff coin handed to this scoundrel; the rest goes to the crew&apos;s lair (C §4.2).</source>
        <translation>分给这名恶徒的收益钱币；其余归入帮派的巢穴（C §4.2）。</translation>
    </message>
    <message>
        <source>No coin</source>
        <translation>没有钱币</translation>
    </message>
    <message>
        <source>%1: %2 (status %3 → %4)</source>
        <translation>%1：%2（地位 %3 → %4）</translation>
    </message>
    <message>
        <source>— war!</source>
        <translation>— 开战！</translation>
    </message>
    <message>
        <source>Double-click to drop this change.</source>
        <translation>双击即可移除这项变化。</translation>
    </message>
    <message>
        <source>At war: +%1 heat from the war is added automatically (B §1.8).</source>
        <translation>战争中：战争带来的热度 +%1 会自动计入（B §1.8）。</translation>
    </message>
    <message>
        <source>The crew gains %1 rep and %2 coin, and takes %3 heat.</source>
        <translation>帮派获得 %1 声望与 %2 钱币，热度增加 %3。</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>放弃</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>结果(&amp;O)</translation>
    </message>
    <message>
        <source>A failed or abandoned score earns no rep; heat and entanglements still come (C §1.7).</source>
        <translation>失败或放弃的作案不获得声望；热度与纠葛照样会来（C §1.7）。</translation>
    </message>
    <message>
        <source>&amp;Coin</source>
        <translation>钱币(&amp;C)</translation>
    </message>
    <message>
        <source>The payoff band of the score (C §4.2).</source>
        <translation>作案的收益档次（C §4.2）。</translation>
    </message>
    <message>
        <source>E&amp;xtra coin</source>
        <translation>额外钱币(&amp;X)</translation>
    </message>
    <message>
        <source>Claim bonuses, or coin above the top band.</source>
        <translation>据点加成，或超出最高档次的钱币。</translation>
    </message>
    <message>
        <source>Completely &amp;quiet (no rep)</source>
        <translation>完全保密(&amp;Q)（不获得声望）</translation>
    </message>
    <message>
        <source>No one knows the crew did it: no rep (C §4.1).</source>
        <translation>没有人知道是帮派干的：不获得声望（C §4.1）。</translation>
    </message>
    <message>
        <source>&amp;Heat profile</source>
        <translation>张扬程度(&amp;H)</translation>
    </message>
    <message>
        <source>How loud the score was: 0, 2, 4 or 6 heat (C §5.1).</source>
        <translation>作案有多张扬：热度 0、2、4 或 6（C §5.1）。</translation>
    </message>
    <message>
        <source>High-profile &amp;target</source>
        <translation>高知名度目标(&amp;T)</translation>
    </message>
    <message>
        <source>+1 heat (C §5.1).</source>
        <translation>热度 +1（C §5.1）。</translation>
    </message>
    <message>
        <source>Hostile t&amp;urf</source>
        <translation>敌对地盘(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Killing</source>
        <translation>涉及杀人(&amp;K)</translation>
    </message>
    <message>
        <source>Bodies draw attention: +2 heat (C §5.1).</source>
        <translation>尸体会引人注意：热度 +2（C §5.1）。</translation>
    </message>
    <message>
        <source>Heat &amp;adjustment</source>
        <translation>热度调整(&amp;A)</translation>
    </message>
    <message>
        <source>Other sources: Cover Operation −2, Death veil …</source>
        <translation>其他来源：掩护生意 −2、死神面纱 …</translation>
    </message>
    <message>
        <source>Coin handed out</source>
        <translation>分出的钱币</translation>
    </message>
    <message>
        <source>Add &amp;status change</source>
        <translation>添加地位变化(&amp;S)</translation>
    </message>
    <message>
        <source>A faction the score helped or hurt (B §7.3).</source>
        <translation>这次作案帮助或损害的派系（B §7.3）。</translation>
    </message>
    <message>
        <source>+1 helped, −1 hurt, −2 hurt badly.</source>
        <translation>+1 帮助，−1 损害，−2 严重损害。</translation>
    </message>
    <message>
        <source>Status changes</source>
        <translation>地位变化</translation>
    </message>
    <message>
        <source>Heat modifiers</source>
        <translation>热度修正</translation>
    </message>
    <message>
        <source>Factions helped or hurt</source>
        <translation>受帮助或损害的派系</translation>
    </message>
</context>
<context>
    <name>sw::ui::ScoreWizard</name>
    <message>
        <source>The plan</source>
        <translation>计划</translation>
    </message>
    <message>
        <source>Choose the target and the plan, name its detail, and each scoundrel&apos;s load (C §1.2–§1.3).</source>
        <translation>选择目标与计划，说明计划的细节，并决定每名恶徒的负重（C §1.2–§1.3）。</translation>
    </message>
    <message>
        <source>&amp;Crew</source>
        <translation>帮派(&amp;C)</translation>
    </message>
    <message>
        <source>The crew doing the score.</source>
        <translation>进行这次作案的帮派。</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>目标(&amp;T)</translation>
    </message>
    <message>
        <source>What or whom the crew goes after.</source>
        <translation>帮派要下手的人或物。</translation>
    </message>
    <message>
        <source>Target&apos;s &amp;faction</source>
        <translation>目标所属派系(&amp;F)</translation>
    </message>
    <message>
        <source>The faction the target belongs to, if any: its tier is the target&apos;s.</source>
        <translation>目标所属的派系（如有）：目标层级即为该派系的层级。</translation>
    </message>
    <message>
        <source>Target&apos;s t&amp;ier</source>
        <translation>目标层级(&amp;I)</translation>
    </message>
    <message>
        <source>Rep from the score grows with the target&apos;s tier above the crew&apos;s (C §4.1).</source>
        <translation>目标层级高于帮派越多，作案获得的声望越多（C §4.1）。</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>计划(&amp;P)</translation>
    </message>
    <message>
        <source>The plan type sets the detail the crew must provide (C §1.2).</source>
        <translation>计划类型决定帮派必须提供的细节（C §1.2）。</translation>
    </message>
    <message>
        <source>&amp;Detail</source>
        <translation>细节(&amp;D)</translation>
    </message>
    <message>
        <source>The plan&apos;s missing detail.</source>
        <translation>计划中需要补充的细节。</translation>
    </message>
    <message>
        <source>Load per scoundrel</source>
        <translation>每名恶徒的负重</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (up to %2)</source>
        <translation>%1（最多 %2）</translation>
    </message>
    <message>
        <source>Start score: %1</source>
        <translation>开始作案：%1</translation>
    </message>
    <message>
        <source>Pool: %1</source>
        <translation>骰池：%1</translation>
    </message>
    <message>
        <source>Engagement roll</source>
        <translation>交战检定</translation>
    </message>
    <message>
        <source>Engagement</source>
        <translation>交战检定</translation>
    </message>
    <message>
        <source>Tick the major advantages and disadvantages; the dice set the starting position (C §1.4).</source>
        <translation>勾选主要优势与劣势；检定结果决定起始情势（C §1.4）。</translation>
    </message>
    <message>
        <source>&amp;Other dice (claims, abilities):</source>
        <translation>其他骰子(&amp;O)（据点、能力）：</translation>
    </message>
    <message>
        <source>Dice from claims and abilities that fit the plan, e.g. +1d Secret Pathways for stealth.</source>
        <translation>符合计划的据点与能力所提供的骰子，例如隐匿计划可因秘密通道 +1d。</translation>
    </message>
    <message>
        <source>&amp;Roll Engagement</source>
        <translation>进行交战检定(&amp;R)</translation>
    </message>
    <message>
        <source>Payoff and heat</source>
        <translation>收益与热度</translation>
    </message>
    <message>
        <source>End score: %1</source>
        <translation>结束作案：%1</translation>
    </message>
    <message>
        <source>The score is done</source>
        <translation>作案结束</translation>
    </message>
    <message>
        <source>Rep gained: %1</source>
        <translation>获得声望：%1</translation>
    </message>
    <message>
        <source>Coin gained: %1</source>
        <translation>获得钱币：%1</translation>
    </message>
    <message>
        <source>Heat taken: %1</source>
        <translation>热度增加：%1</translation>
    </message>
    <message>
        <source>Wanted level +%1</source>
        <translation>通缉等级 +%1</translation>
    </message>
    <message>
        <source>The war added its heat.</source>
        <translation>战争带来的热度已计入。</translation>
    </message>
    <message>
        <source>%1 now: rep %2, coin %3, heat %4, wanted level %5</source>
        <translation>%1 现状：声望 %2，钱币 %3，热度 %4，通缉等级 %5</translation>
    </message>
    <message>
        <source>Next: the downtime phase (GM ▸ Downtime…).</source>
        <translation>下一步：休整阶段（GM ▸ 休整…）。</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>作案</translation>
    </message>
    <message>
        <source>How the score ended: the crew&apos;s rep and coin, heat, and the factions it helped or hurt (C §4, §5). Ending it puts down the load of every scoundrel on it.</source>
        <translation>作案的结局：帮派的声望与钱币、热度，以及它帮助或损害的派系（C §4, §5）。结束作案会清除参与的每名恶徒的负重。</translation>
    </message>
    <message>
        <source>Not on this score</source>
        <translation>不参与这次作案</translation>
    </message>
</context>
<context>
    <name>sw::ui::SheetBanner</name>
    <message>
        <source>GM override mode: rules are not enforced; each broken rule is recorded on the sheet.</source>
        <translation>GM 裁定模式：不强制执行规则；每条违反的规则都会记录在卡上。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SheetEditor</name>
    <message>
        <source>Made with the pack &quot;%1&quot;, which this computer does not have: read with the campaign&apos;s pack, %2.</source>
        <translation>此卡以规则包“%1”创建，但本机没有该规则包：改以战役的规则包 %2 读取。</translation>
    </message>
    <message>
        <source>Plays with %1 (the campaign&apos;s pack for new sheets: %2).</source>
        <translation>使用 %1（战役新建卡所用的规则包：%2）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulCharmsBox</name>
    <message>
        <source>%1 · %2 · %3/%4</source>
        <translation>%1 · %2 · %3/%4</translation>
    </message>
    <message>
        <source>?</source>
        <translation>？</translation>
    </message>
    <message>
        <source>No charm selected.</source>
        <translation>未选择护符。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 slashes.</source>
        <translation>%1：%2/%3斩痕。</translation>
    </message>
    <message>
        <source>%1: capacity to be filled from your rulebook (%2).</source>
        <translation>%1：容量依你的规则书填写（%2）。</translation>
    </message>
    <message>
        <source>Slash %1: %2</source>
        <translation>斩痕%1：%2</translation>
    </message>
    <message>
        <source>(no note)</source>
        <translation>（无备注）</translation>
    </message>
    <message>
        <source>Charm %1 added</source>
        <translation>添加护符%1</translation>
    </message>
    <message>
        <source>Charm %1 removed</source>
        <translation>移除护符%1</translation>
    </message>
    <message>
        <source>Slash on charm %1</source>
        <translation>护符%1画下斩痕</translation>
    </message>
    <message>
        <source>Slash cleared on charm %1</source>
        <translation>护符%1清除斩痕</translation>
    </message>
    <message>
        <source>Charms</source>
        <translation>护符</translation>
    </message>
    <message>
        <source>Warning charm</source>
        <translation>警告符咒</translation>
    </message>
    <message>
        <source>Duel charm</source>
        <translation>斗法符咒</translation>
    </message>
    <message>
        <source>Task charm</source>
        <translation>任务符咒</translation>
    </message>
    <message>
        <source>Event charm</source>
        <translation>事件符咒</translation>
    </message>
    <message>
        <source>kind&apos;s size</source>
        <translation>种类的容量</translation>
    </message>
    <message>
        <source>New c&amp;harm</source>
        <translation>新护符(&amp;H)</translation>
    </message>
    <message>
        <source>K&amp;ind</source>
        <translation>种类(&amp;I)</translation>
    </message>
    <message>
        <source>Ca&amp;pacity</source>
        <translation>容量(&amp;P)</translation>
    </message>
    <message>
        <source>Slash n&amp;ote</source>
        <translation>斩痕备注(&amp;O)</translation>
    </message>
    <message>
        <source>Add Char&amp;m</source>
        <translation>添加护符(&amp;M)</translation>
    </message>
    <message>
        <source>Remo&amp;ve Charm</source>
        <translation>移除护符(&amp;V)</translation>
    </message>
    <message>
        <source>Mar&amp;k Slash</source>
        <translation>画下斩痕(&amp;K)</translation>
    </message>
    <message>
        <source>C&amp;lear Slash</source>
        <translation>清除斩痕(&amp;L)</translation>
    </message>
    <message>
        <source>Charm name</source>
        <translation>护符名称</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulCheckAgainst</name>
    <message>
        <source>Ha&amp;zard&apos;s attribute</source>
        <translation>危害的属性(&amp;Z)</translation>
    </message>
    <message>
        <source>Rule 18 (L90): the hazard sets the resistance&apos;s key attribute.</source>
        <translation>规则 18（L90）：抵抗检定的关键属性由危害决定。</translation>
    </message>
    <message>
        <source>Obsession tags</source>
        <translation>执念标签</translation>
    </message>
    <message>
        <source>Rule 38 (L221-L230): before the roll, a known obsession tag of the Sin gives CAT +1 or −1; one activation per character per round, the same way once against a Sin.</source>
        <translation>规则 38（L221-L230）：掷骰之前，罪孽的每个已知执念标签使 CAT +1 或 −1；一名角色每轮只能激活 1 次，相同的使用方式对同一个罪孽只生效一次。</translation>
    </message>
    <message>
        <source>&amp;Way used</source>
        <translation>使用方式(&amp;W)</translation>
    </message>
    <message>
        <source>e.g. reveal its weakness</source>
        <translation>例如：揭示其弱点</translation>
    </message>
    <message>
        <source>New Ro&amp;und</source>
        <translation>新的一轮(&amp;U)</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <source>no Sin</source>
        <translation>无罪孽</translation>
    </message>
    <message>
        <source>%1: CAT +1</source>
        <translation>%1：CAT +1</translation>
    </message>
    <message>
        <source>%1: CAT −1</source>
        <translation>%1：CAT −1</translation>
    </message>
    <message>
        <source>Tags the characters do not know yet: %1</source>
        <translation>角色尚未知晓的标签：%1</translation>
    </message>
    <message>
        <source>%1 +1</source>
        <translation>%1 +1</translation>
    </message>
    <message>
        <source>%1 −1</source>
        <translation>%1 −1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Say how the obsession tags are used (L224), e.g. stir the Sin&apos;s humanity.</source>
        <translation>请描述执念标签的使用方式（L224），例如：唤起罪孽的人性。</translation>
    </message>
    <message>
        <source>&amp;Against Sin</source>
        <translation>针对罪孽(&amp;A)</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulCheckPanel</name>
    <message>
        <source>Choose a character.</source>
        <translation>请选择角色。</translation>
    </message>
    <message>
        <source>CAT %1: %2</source>
        <translation>CAT %1：%2</translation>
    </message>
    <message>
        <source>Modifiers %1, against %2. Before rolling:
%3
Success (CAT %4 or more): %5</source>
        <translation>总修正%1，挑战值%2。掷骰前：
%3
成功（CAT %4以上）：%5</translation>
    </message>
    <message>
        <source>d10: %1 → dice value %2; modifiers %3</source>
        <translation>d10：%1 → 骰值%2；总修正%3</translation>
    </message>
    <message>
        <source>; level dice %1 → %2</source>
        <translation>；级别骰%1 → %2</translation>
    </message>
    <message>
        <source>; check value %1: CAT %2</source>
        <translation>；判定值%1：CAT %2</translation>
    </message>
    <message>
        <source> — critical success (fortune +1, L208)</source>
        <translation>——大成功（机运+1，L208）</translation>
    </message>
    <message>
        <source> — critical failure (fortune −1, L208)</source>
        <translation>——大失败（机运−1，L208）</translation>
    </message>
    <message>
        <source>A check is rerolled once (L118).</source>
        <translation>一次检定只能重掷一次（L118）。</translation>
    </message>
    <message>
        <source>Reroll against %1</source>
        <translation>对挑战值%1重掷</translation>
    </message>
    <message>
        <source>Check against %1</source>
        <translation>对挑战值%1检定</translation>
    </message>
    <message>
        <source>%1 (seed %2)</source>
        <translation>%1（种子%2）</translation>
    </message>
    <message>
        <source>C&amp;haracter</source>
        <translation>角色(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Key attribute</source>
        <translation>关键属性(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Bonus</source>
        <translation>加值(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Penalty</source>
        <translation>减值(&amp;P)</translation>
    </message>
    <message>
        <source>Challen&amp;ge</source>
        <translation>挑战值(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Tilt</source>
        <translation>倾势(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>级别(&amp;L)</translation>
    </message>
    <message>
        <source>Cooperating</source>
        <translation>合作检定</translation>
    </message>
    <message>
        <source>&amp;Seed (0: new)</source>
        <translation>种子(&amp;S)（0：新的）</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>掷骰(&amp;R)</translation>
    </message>
    <message>
        <source>R&amp;eroll Once</source>
        <translation>重掷一次(&amp;E)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Fortune on the check against %1</source>
        <translation>对挑战值%1检定的机运</translation>
    </message>
    <message>
        <source>Sk&amp;ill</source>
        <translation>技能(&amp;I)</translation>
    </message>
    <message>
        <source>Activated tags</source>
        <translation>激活的标签</translation>
    </message>
    <message>
        <source>Spend &amp;Fortune (tilt +1)</source>
        <translation>花费机运（倾势 +1）(&amp;F)</translation>
    </message>
    <message>
        <source>A defence is declared before the attack is rolled (rule 15, L83): too late, the attack hits.</source>
        <translation>防御需要在攻击检定掷骰前做出（规则15，L83）：太迟了，攻击命中。</translation>
    </message>
    <message>
        <source>%1, showing %2</source>
        <translation>%1，展现%2</translation>
    </message>
    <message>
        <source>Attack &amp;value</source>
        <translation>攻击值(&amp;V)</translation>
    </message>
    <message>
        <source>Resistance &amp;value</source>
        <translation>抵抗值(&amp;V)</translation>
    </message>
    <message>
        <source>Hazard &amp;value</source>
        <translation>危害值(&amp;V)</translation>
    </message>
    <message>
        <source>no tags</source>
        <translation>无标签</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Scene %1: %2; challenge value %3</source>
        <translation>场景%1：%2；挑战值%3</translation>
    </message>
    <message>
        <source>Scene %1: %2; no challenge value set</source>
        <translation>场景%1：%2；未设定挑战值</translation>
    </message>
    <message>
        <source>Parry against attack %1</source>
        <translation>对攻击值%1格挡</translation>
    </message>
    <message>
        <source>Counter against attack %1</source>
        <translation>对攻击值%1反制</translation>
    </message>
    <message>
        <source>Hazard against resistance %1</source>
        <translation>对抵抗值%1危害</translation>
    </message>
    <message>
        <source>Resistance against hazard %1</source>
        <translation>对危害值%1抵抗</translation>
    </message>
    <message>
        <source>Reroll: %1</source>
        <translation>重掷：%1</translation>
    </message>
    <message>
        <source>Fortune: %1</source>
        <translation>机运：%1</translation>
    </message>
    <message>
        <source>Technique %1: %2</source>
        <translation>技艺%1：%2</translation>
    </message>
    <message>
        <source>Parry: 10 as the dice value, no key attribute (L84); modifiers %1, level %2 as %3, against attack %4. The parry&apos;s CAT:
%5
The attack misses (a tie counts as CAT 1): %6</source>
        <translation>格挡：以10作为骰值，没有关键属性（L84）；总修正%1，级别%2视为%3，对攻击值%4。格挡的CAT：
%5
攻击失手（相等视为CAT 1）：%6</translation>
    </message>
    <message>
        <source>Counter: an attack check (L85); modifiers %1, against attack %2. A lower value counts as 0. The counter&apos;s CAT:
%3
The attack misses and the counter strikes back: %4</source>
        <translation>反制：一次攻击检定（L85）；总修正%1，对攻击值%2。较低的防御值视为0。反制的CAT：
%3
攻击失手且反制反击：%4</translation>
    </message>
    <message>
        <source>Hazard: 10 as the dice value (L89); modifiers %1, level %2 as %3, against resistance %4. The hazard&apos;s CAT (a tie counts as 1):
%5
The resistance fails: %6</source>
        <translation>危害：以10作为骰值（L89）；总修正%1，级别%2视为%3，对抵抗值%4。危害的CAT（相等视为1）：
%5
抵抗失败：%6</translation>
    </message>
    <message>
        <source>Resistance: the hazard sets the key attribute (L90); modifiers %1, against hazard %2. The resistance&apos;s CAT:
%3
The resistance succeeds (strictly higher): %4</source>
        <translation>抵抗：关键属性由危害决定（L90）；总修正%1，对危害值%2。抵抗的CAT：
%3
抵抗成功（必须高于危害值）：%4</translation>
    </message>
    <message>
        <source>dice value %1 (fixed); modifiers %2</source>
        <translation>骰值%1（固定）；总修正%2</translation>
    </message>
    <message>
        <source>; level %1</source>
        <translation>；级别%1</translation>
    </message>
    <message>
        <source>; defence value %1 against attack %2: the attack misses (parry CAT %3, attacker&apos;s CAT %4; a tie counts as 1, L84)</source>
        <translation>；防御值%1对攻击值%2：攻击失手（格挡CAT %3，攻击方CAT %4；相等视为1，L84）</translation>
    </message>
    <message>
        <source>; defence value %1 against attack %2: the attack hits (attacker&apos;s CAT %3)</source>
        <translation>；防御值%1对攻击值%2：攻击命中（攻击方CAT %3）</translation>
    </message>
    <message>
        <source>; defence value %1 against attack %2: the attack misses (counter CAT %3) and the counter strikes back: Strike with check value %1 (L85)</source>
        <translation>；防御值%1对攻击值%2：攻击失手（反制CAT %3），反制反击：以判定值%1瞬念显能【打击】（L85）</translation>
    </message>
    <message>
        <source>; check value %1 against attack %2: the attack hits; a lower counter counts as %3 (L85), the attacker&apos;s CAT %4</source>
        <translation>；判定值%1对攻击值%2：攻击命中；较低的反制视为%3（L85），攻击方CAT %4</translation>
    </message>
    <message>
        <source>; hazard value %1 against resistance %2: hazard CAT %3 (a tie counts as 1, L89); the resistance %4</source>
        <translation>；危害值%1对抵抗值%2：危害CAT %3（相等视为1，L89）；抵抗%4</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>; resistance %1 against hazard %2: succeeds (strictly higher, L90), CAT %3</source>
        <translation>；抵抗%1对危害值%2：成功（高于危害值，L90），CAT %3</translation>
    </message>
    <message>
        <source>; resistance %1 against hazard %2: fails (not higher, L90); the hazard&apos;s CAT %3</source>
        <translation>；抵抗%1对危害值%2：失败（未高于危害值，L90）；危害的CAT %3</translation>
    </message>
    <message>
        <source>Check t&amp;ype</source>
        <translation>检定类型(&amp;Y)</translation>
    </message>
    <message>
        <source>Tech&amp;nique</source>
        <translation>技艺(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Declared before the attack roll</source>
        <translation>已在攻击掷骰前宣告(&amp;D)</translation>
    </message>
    <message>
        <source>Rule 15 (L83): a parry or a counter is declared before the attack is rolled; declared later, there is no defence.</source>
        <translation>规则15（L83）：格挡或反制需要在攻击检定掷骰前宣告；之后才宣告则没有防御。</translation>
    </message>
    <message>
        <source>Action check against a challenge</source>
        <translation>对挑战值的行动检定</translation>
    </message>
    <message>
        <source>Parry against an attack (L84)</source>
        <translation>对攻击的格挡检定（L84）</translation>
    </message>
    <message>
        <source>Counter against an attack (L85)</source>
        <translation>对攻击的反制检定（L85）</translation>
    </message>
    <message>
        <source>Hazard against a resistance (L89)</source>
        <translation>对抵抗的危害检定（L89）</translation>
    </message>
    <message>
        <source>Resistance against a hazard (L90)</source>
        <translation>对危害的抵抗检定（L90）</translation>
    </message>
    <message>
        <source>Cheer %1 d6: more dice than the odds are counted for (%2); the roll keeps the 3 highest.</source>
        <translation>喝彩%1颗d6：超过概率计算的骰数（%2）；掷骰保留最高的3颗。</translation>
    </message>
    <message>
        <source>; cheer dice %1 → %2</source>
        <translation>；喝彩骰%1 → %2</translation>
    </message>
    <message>
        <source>Obsession tags %1: %2</source>
        <translation>执念标签 %1：%2</translation>
    </message>
    <message>
        <source>Obsession tags %1: CAT %2 on each value (L222, never below 0)</source>
        <translation>执念标签 %1：每个值的 CAT %2（L222，不低于 0）</translation>
    </message>
    <message>
        <source>; obsession tags %1: CAT %2 → %3 (L222)</source>
        <translation>；执念标签 %1：CAT %2 → %3（L222）</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulCheckTags</name>
    <message>
        <source>Mark: %1 (+2 specialty)</source>
        <translation>灵能印记：%1（+2专精加值）</translation>
    </message>
    <message>
        <source>Flaw: %1 (penalty 4)</source>
        <translation>缺陷标签：%1（4点减值）</translation>
    </message>
    <message>
        <source>Grievous: %1 (penalty 4)</source>
        <translation>重创标签：%1（4点减值）</translation>
    </message>
    <message>
        <source>Grievous: %1 (penalty 4, 1 damage: first this scene)</source>
        <translation>重创标签：%1（4点减值，本场景首次激活：1点损伤）</translation>
    </message>
    <message>
        <source>Scene: %1 (level +1)</source>
        <translation>场景：%1（级别+1）</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulCheckTechnique</name>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 (not prepared)</source>
        <translation>%1（未准备）</translation>
    </message>
    <message>
        <source>its own school</source>
        <translation>其本身的系别</translation>
    </message>
    <message>
        <source>martial arts (Physique)</source>
        <translation>武术（体魄）</translation>
    </message>
    <message>
        <source>spellcraft (Wisdom)</source>
        <translation>法术（智慧）</translation>
    </message>
    <message>
        <source>Rule 41 (L268-L269): a technique of several schools is shown with one school chosen for this manifestation; that school&apos;s attribute is the key attribute of the check (martial arts: Physique, spellcraft: Wisdom). Only a prepared technique is shown.</source>
        <translation>规则41（L268-L269）：多系别的技艺在展现时选择其中1个系别作为此次显能的唯一系别；该系别的属性即检定的关键属性（武术：体魄，法术：智慧）。只有已准备的技艺才能展现。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulContentDialog</name>
    <message>
        <source>Import a Content Pack</source>
        <translation>导入内容包</translation>
    </message>
    <message>
        <source>Content packs (*.json)</source>
        <translation>内容包 (*.json)</translation>
    </message>
    <message>
        <source>Export the Content Pack</source>
        <translation>导出内容包</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name (zh-CN)</source>
        <translation>名称（简体中文）</translation>
    </message>
    <message>
        <source>Name (zh-TW)</source>
        <translation>名称（繁体中文）</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>名称（英文）</translation>
    </message>
    <message>
        <source>Tier (basic, standard, advanced)</source>
        <translation>阶级（basic 基础、standard 标准、advanced 进阶）</translation>
    </message>
    <message>
        <source>Tier (1 or 2)</source>
        <translation>阶级（1或2）</translation>
    </message>
    <message>
        <source>Stackable</source>
        <translation>可叠加</translation>
    </message>
    <message>
        <source>Schools (martial, spell, universal)</source>
        <translation>系别（martial 武术、spell 法术、universal 通用）</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负荷</translation>
    </message>
    <message>
        <source>CAT</source>
        <translation>CAT</translation>
    </message>
    <message>
        <source>The content pack cannot be saved: %1</source>
        <translation>内容包无法保存：%1</translation>
    </message>
    <message>
        <source>New content pack %1</source>
        <translation>新内容包%1</translation>
    </message>
    <message>
        <source>Content pack %1: %2 added</source>
        <translation>内容包%1：添加%2</translation>
    </message>
    <message>
        <source>Content pack %1: %2 removed</source>
        <translation>内容包%1：移除%2</translation>
    </message>
    <message>
        <source>Content pack %1: %2 changed</source>
        <translation>内容包%1：修改%2</translation>
    </message>
    <message>
        <source>The content pack cannot be imported: %1</source>
        <translation>内容包无法导入：%1</translation>
    </message>
    <message>
        <source>Content pack %1 imported</source>
        <translation>导入内容包%1</translation>
    </message>
    <message>
        <source>The content pack cannot be written to %1.</source>
        <translation>内容包无法写入%1。</translation>
    </message>
    <message>
        <source>Content Packs</source>
        <translation>内容包</translation>
    </message>
    <message>
        <source>&amp;Pack</source>
        <translation>内容包(&amp;P)</translation>
    </message>
    <message>
        <source>New pack &amp;id</source>
        <translation>新内容包 ID(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Catalogue</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;New Pack</source>
        <translation>新建内容包(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Add Entry</source>
        <translation>添加条目(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove Entry</source>
        <translation>移除条目(&amp;R)</translation>
    </message>
    <message>
        <source>I&amp;mport…</source>
        <translation>导入(&amp;M)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <source>The catalogues the house rules presuppose and no seed holds (spec §21 items 7-8). Ids are lower-case letters, digits and _; a name in zh-CN is required. A technique&apos;s enchantment without a POW takes its CAT, else 1 (D19).</source>
        <translation>追加规则预设存在、但任何种子资料都没有的目录（规格§21第7-8项）。ID由小写字母、数字与_组成；必须有简体中文名称。技艺的附魔未标明POW时取技艺的CAT，没有CAT则为1（D19）。</translation>
    </message>
    <message>
        <source>Psychic marks</source>
        <translation>灵能印记</translation>
    </message>
    <message>
        <source>Soul weapons</source>
        <translation>灵魂武器</translation>
    </message>
    <message>
        <source>Ultimates</source>
        <translation>狩魂绝技</translation>
    </message>
    <message>
        <source>General enchantments</source>
        <translation>通用附魔</translation>
    </message>
    <message>
        <source>Techniques</source>
        <translation>技艺</translation>
    </message>
    <message>
        <source>Enchantments (id or id=POW)</source>
        <translation>附魔（ID 或 ID=POW）</translation>
    </message>
    <message>
        <source>Text (zh-CN)</source>
        <translation>文本（简体中文）</translation>
    </message>
    <message>
        <source>Text (zh-TW)</source>
        <translation>文本（繁体中文）</translation>
    </message>
    <message>
        <source>Text (English)</source>
        <translation>文本（英文）</translation>
    </message>
    <message>
        <source>Pack name</source>
        <translation>内容包名称</translation>
    </message>
    <message>
        <source>zh-CN (required)</source>
        <translation>简体中文（必填）</translation>
    </message>
    <message>
        <source>zh-TW</source>
        <translation>繁体中文</translation>
    </message>
    <message>
        <source>English</source>
        <translation>英文</translation>
    </message>
    <message>
        <source>&amp;Version</source>
        <translation>版本(&amp;V)</translation>
    </message>
    <message>
        <source>e.g. 1.0.0</source>
        <translation>例如 1.0.0</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>来源(&amp;S)</translation>
    </message>
    <message>
        <source>where the catalogue comes from, e.g. the rulebook&apos;s pages</source>
        <translation>目录的出处，例如规则书的页码</translation>
    </message>
    <message>
        <source>Content pack %1: name changed</source>
        <translation>内容包%1：修改名称</translation>
    </message>
    <message>
        <source>Content pack %1: version changed</source>
        <translation>内容包%1：修改版本</translation>
    </message>
    <message>
        <source>Content pack %1: source changed</source>
        <translation>内容包%1：修改来源</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulGrowthPanel</name>
    <message>
        <source>XP awarded</source>
        <translation>获得经验值</translation>
    </message>
    <message>
        <source>a grievous tag activated (L158)</source>
        <translation>触发一个重创标签（L158）</translation>
    </message>
    <message>
        <source>+1 KP maximum (L196)</source>
        <translation>道具点上限+1（L196）</translation>
    </message>
    <message>
        <source>+5 initial SP (L197)</source>
        <translation>初始SP+5（L197）</translation>
    </message>
    <message>
        <source>+1 initial fortune (L198)</source>
        <translation>初始机运+1（L198）</translation>
    </message>
    <message>
        <source>a technique at Load −1 (L199)</source>
        <translation>习得一项负荷−1的技艺（L199）</translation>
    </message>
    <message>
        <source>a Disintegration slash removed (L157)</source>
        <translation>消除一道解体斩痕（L157）</translation>
    </message>
    <message>
        <source>a Disqualification slash removed (L169)</source>
        <translation>消除一道失格斩痕（L169）</translation>
    </message>
    <message>
        <source>SP exchanged for XP</source>
        <translation>以SP兑换经验值</translation>
    </message>
    <message>
        <source>%1 XP: %2</source>
        <translation>%1 经验值：%2</translation>
    </message>
    <message>
        <source>XP held: %1 (the ledger&apos;s sum); growth costs %2 XP per option, only during an interlude (L195)</source>
        <translation>持有经验值：%1（账目总和）；每项成长花费%2经验值，只能在间章进行（L195）</translation>
    </message>
    <message>
        <source>XP and growth</source>
        <translation>经验值与成长</translation>
    </message>
    <message>
        <source>What for</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>XP </source>
        <translation>经验值 </translation>
    </message>
    <message>
        <source>+1 KP Maximum</source>
        <translation>道具点上限+1</translation>
    </message>
    <message>
        <source>+5 Initial SP</source>
        <translation>初始SP+5</translation>
    </message>
    <message>
        <source>+1 Initial Fortune</source>
        <translation>初始机运+1</translation>
    </message>
    <message>
        <source>Learn at Load −1</source>
        <translation>以负荷−1习得</translation>
    </message>
    <message>
        <source>Remove a Disintegration Slash</source>
        <translation>消除一道解体斩痕</translation>
    </message>
    <message>
        <source>Remove a Disqualification Slash</source>
        <translation>消除一道失格斩痕</translation>
    </message>
    <message>
        <source>Technique name</source>
        <translation>技艺名称</translation>
    </message>
    <message>
        <source>Load </source>
        <translation>负荷 </translation>
    </message>
    <message>
        <source>martial arts</source>
        <translation>武术</translation>
    </message>
    <message>
        <source>spellcraft</source>
        <translation>法术</translation>
    </message>
    <message>
        <source>universal</source>
        <translation>通用</translation>
    </message>
    <message>
        <source>The first Disintegration slash goes at each interlude for free (L150).</source>
        <translation>每次间章免费消除第一道解体斩痕（L150）。</translation>
    </message>
    <message>
        <source>%1 gains %2 XP</source>
        <translation>%1获得%2经验值</translation>
    </message>
    <message>
        <source>A technique has a name.</source>
        <translation>技艺必须有名称。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>给予</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulIdentityPanel</name>
    <message>
        <source>Skill points: %1 of %2 spent (D2)</source>
        <translation>技能点：已用%1，共%2（D2）</translation>
    </message>
    <message>
        <source>Skill points: %1</source>
        <translation>技能点：%1</translation>
    </message>
    <message>
        <source>Identity, attributes and skills</source>
        <translation>身份、属性与技能</translation>
    </message>
    <message>
        <source>&amp;Code name</source>
        <translation>代号(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Background</source>
        <translation>背景故事(&amp;B)</translation>
    </message>
    <message>
        <source>P&amp;hysique</source>
        <translation>体魄(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Wisdom</source>
        <translation>智慧(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Soul</source>
        <translation>心魂(&amp;S)</translation>
    </message>
    <message>
        <source>Spirit &amp;Awareness</source>
        <translation>灵识(&amp;A)</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Edit %1&apos;s identity</source>
        <translation>编辑%1的身份</translation>
    </message>
    <message>
        <source>%1&apos;s %2 to %3</source>
        <translation>%1的%2改为%3</translation>
    </message>
    <message>
        <source>Soul mark %1</source>
        <translation>心魂印记%1</translation>
    </message>
    <message>
        <source>%1&apos;s Spirit Awareness to %2</source>
        <translation>%1的灵识改为%2</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外形描述</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulImproviseDialog</name>
    <message>
        <source>one person</source>
        <translation>一个</translation>
    </message>
    <message>
        <source>human-sized</source>
        <translation>人类尺寸</translation>
    </message>
    <message>
        <source>personal</source>
        <translation>个人</translation>
    </message>
    <message>
        <source>touch</source>
        <translation>接触</translation>
    </message>
    <message>
        <source>average human</source>
        <translation>平均人类</translation>
    </message>
    <message>
        <source>small</source>
        <translation>小型</translation>
    </message>
    <message>
        <source>a few people</source>
        <translation>几个</translation>
    </message>
    <message>
        <source>heavy furniture</source>
        <translation>笨重家具</translation>
    </message>
    <message>
        <source>a few people&apos;s space</source>
        <translation>几人</translation>
    </message>
    <message>
        <source>the same room</source>
        <translation>同一房间</translation>
    </message>
    <message>
        <source>fast human</source>
        <translation>快速人类</translation>
    </message>
    <message>
        <source>conspicuous</source>
        <translation>显眼</translation>
    </message>
    <message>
        <source>a small team</source>
        <translation>小型团队</translation>
    </message>
    <message>
        <source>large animal</source>
        <translation>大型动物</translation>
    </message>
    <message>
        <source>a whole room</source>
        <translation>整个房间</translation>
    </message>
    <message>
        <source>across the street</source>
        <translation>街对面</translation>
    </message>
    <message>
        <source>fast animal</source>
        <translation>快速动物</translation>
    </message>
    <message>
        <source>large</source>
        <translation>大型</translation>
    </message>
    <message>
        <source>a large team</source>
        <translation>大型团队</translation>
    </message>
    <message>
        <source>vehicle</source>
        <translation>载具</translation>
    </message>
    <message>
        <source>several rooms</source>
        <translation>几个房间</translation>
    </message>
    <message>
        <source>along the block</source>
        <translation>沿着街区</translation>
    </message>
    <message>
        <source>car</source>
        <translation>汽车</translation>
    </message>
    <message>
        <source>huge</source>
        <translation>超大型</translation>
    </message>
    <message>
        <source>a crowd</source>
        <translation>一群人</translation>
    </message>
    <message>
        <source>large vehicle</source>
        <translation>大型载具</translation>
    </message>
    <message>
        <source>a whole building</source>
        <translation>整栋建筑</translation>
    </message>
    <message>
        <source>several blocks away</source>
        <translation>几个街区外</translation>
    </message>
    <message>
        <source>train</source>
        <translation>火车</translation>
    </message>
    <message>
        <source>gigantic</source>
        <translation>巨型</translation>
    </message>
    <message>
        <source>a large crowd</source>
        <translation>一大群人</translation>
    </message>
    <message>
        <source>building</source>
        <translation>建筑物</translation>
    </message>
    <message>
        <source>one block</source>
        <translation>一个街区</translation>
    </message>
    <message>
        <source>across town</source>
        <translation>城镇另一边</translation>
    </message>
    <message>
        <source>maglev</source>
        <translation>磁悬浮</translation>
    </message>
    <message>
        <source>devastating</source>
        <translation>毁灭型</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>数千人</translation>
    </message>
    <message>
        <source>large building</source>
        <translation>大型建筑物</translation>
    </message>
    <message>
        <source>a whole neighbourhood</source>
        <translation>整个社区</translation>
    </message>
    <message>
        <source>within sight</source>
        <translation>视线范围内</translation>
    </message>
    <message>
        <source>airliner</source>
        <translation>客机</translation>
    </message>
    <message>
        <source>overwhelming</source>
        <translation>碾压型</translation>
    </message>
    <message>
        <source>tens of thousands</source>
        <translation>上万人</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>摩天大楼</translation>
    </message>
    <message>
        <source>a whole town</source>
        <translation>整座城镇</translation>
    </message>
    <message>
        <source>beyond the horizon</source>
        <translation>地平线外</translation>
    </message>
    <message>
        <source>jet fighter</source>
        <translation>喷气式战斗机</translation>
    </message>
    <message>
        <source>calamity</source>
        <translation>灾害型</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Narrative POW %1 reaches at most (L249-L258): %2.</source>
        <translation>【叙事】POW %1最多可达到（L249-L258）：%2。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>In combat the HP and MP restored are not capped by the MP paid (L246).</source>
        <translation>战斗中恢复的HP与MP不受支付的MP限制（L246）。</translation>
    </message>
    <message>
        <source>Outside combat the HP and the MP restored to oneself are each at most the MP paid: %1 (L246).</source>
        <translation>非战斗状态下为自身恢复的HP和MP各自最多为支付的MP：%1（L246）。</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>不允许：%1</translation>
    </message>
    <message>
        <source>%1 manifests improvised (MP %2 paid)</source>
        <translation>%1即兴显能（支付MP %2）</translation>
    </message>
    <message>
        <source>Improvised Manifestation</source>
        <translation>即兴显能</translation>
    </message>
    <message>
        <source>&amp;MP paid</source>
        <translation>支付的MP(&amp;M)</translation>
    </message>
    <message>
        <source>In &amp;combat</source>
        <translation>战斗中(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;HP restored to oneself</source>
        <translation>为自身恢复的HP(&amp;H)</translation>
    </message>
    <message>
        <source>MP &amp;restored to oneself</source>
        <translation>为自身恢复的MP(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Narrative POW</source>
        <translation>【叙事】POW(&amp;N)</translation>
    </message>
    <message>
        <source>The scale it reaches (the Narrative table, L249-L258):</source>
        <translation>所达到的规模（【叙事】表，L249-L258）：</translation>
    </message>
    <message>
        <source>&amp;People</source>
        <translation>人群(&amp;P)</translation>
    </message>
    <message>
        <source>Object &amp;size</source>
        <translation>大小(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Area</source>
        <translation>区域(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Distance</source>
        <translation>距离(&amp;D)</translation>
    </message>
    <message>
        <source>Spe&amp;ed</source>
        <translation>速度(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Bulk</source>
        <translation>体型(&amp;B)</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>不使用</translation>
    </message>
    <message>
        <source>POW %1: %2</source>
        <translation>POW %1：%2</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>Appl&amp;y</source>
        <translation>应用(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulPickDialog</name>
    <message>
        <source>Psychic mark</source>
        <translation>灵能印记</translation>
    </message>
    <message>
        <source>Soul weapon</source>
        <translation>灵魂武器</translation>
    </message>
    <message>
        <source>Ultimate, tier %1</source>
        <translation>狩魂绝技，%1 阶</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>技艺</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <translation>附魔</translation>
    </message>
    <message>
        <source>Technique, Load %1</source>
        <translation>技艺，负荷 %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source> — refused: %1</source>
        <translation> — 不可选：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The campaign has no content pack: import one in Soulhunter ▸ Content Packs…</source>
        <translation>战役中没有内容包：请在 狩魂者 ▸ 内容包… 中导入。</translation>
    </message>
    <message>
        <source>Take %1 from %2</source>
        <translation>从 %2 选取 %1</translation>
    </message>
    <message>
        <source>%1 is on the sheet.</source>
        <translation>%1 已记入角色卡。</translation>
    </message>
    <message>
        <source>%1 was not taken.</source>
        <translation>未选取 %1。</translation>
    </message>
    <message>
        <source>%1 was not taken: %2</source>
        <translation>未选取 %1：%2</translation>
    </message>
    <message>
        <source>Take from a Content Pack</source>
        <translation>从内容包选取</translation>
    </message>
    <message>
        <source>The entries of the campaign&apos;s content packs. One the sheet cannot take now says the rules it would break (rule 8: Spirit Awareness thresholds; rule 39: prepared techniques within Spirit Awareness − 4 Load).</source>
        <translation>战役内容包中的条目。角色卡现在不能选取的条目会列出它将违反的规则（规则 8：灵识门槛；规则 39：准备的技艺总负荷不超过 灵识 − 4）。</translation>
    </message>
    <message>
        <source>&amp;Prepare a technique taken</source>
        <translation>准备选取的技艺(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>选取(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulPowerPanel</name>
    <message>
        <source>%1 — from Soul</source>
        <translation>%1——来自心魂</translation>
    </message>
    <message>
        <source>needs Spirit Awareness %1 (D8)</source>
        <translation>需要灵识%1（D8）</translation>
    </message>
    <message>
        <source>Psychic power, marks and tags</source>
        <translation>灵能力、印记与标签</translation>
    </message>
    <message>
        <source>Psychic &amp;power</source>
        <translation>灵能力(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>描述(&amp;D)</translation>
    </message>
    <message>
        <source>Power tags</source>
        <translation>灵能力标签</translation>
    </message>
    <message>
        <source>Flaw tags</source>
        <translation>缺陷标签</translation>
    </message>
    <message>
        <source>Psychic marks</source>
        <translation>灵能印记</translation>
    </message>
    <message>
        <source>Ultimate, tier &amp;1</source>
        <translation>一阶狩魂绝技(&amp;1)</translation>
    </message>
    <message>
        <source>Ultimate, tier &amp;2</source>
        <translation>二阶狩魂绝技(&amp;2)</translation>
    </message>
    <message>
        <source>Trait tags</source>
        <translation>特质标签</translation>
    </message>
    <message>
        <source>Status tags</source>
        <translation>状态标签</translation>
    </message>
    <message>
        <source>%1&apos;s psychic power</source>
        <translation>%1的灵能力</translation>
    </message>
    <message>
        <source>%1&apos;s power tags</source>
        <translation>%1的灵能力标签</translation>
    </message>
    <message>
        <source>%1&apos;s flaw tags</source>
        <translation>%1的缺陷标签</translation>
    </message>
    <message>
        <source>%1&apos;s trait tags</source>
        <translation>%1的特质标签</translation>
    </message>
    <message>
        <source>%1&apos;s status tags</source>
        <translation>%1的状态标签</translation>
    </message>
    <message>
        <source>%1&apos;s psychic marks</source>
        <translation>%1的灵能印记</translation>
    </message>
    <message>
        <source>%1&apos;s soul weapon</source>
        <translation>%1的灵魂武器</translation>
    </message>
    <message>
        <source>%1&apos;s tier-%2 ultimate</source>
        <translation>%1的%2阶狩魂绝技</translation>
    </message>
    <message>
        <source>Soul weapon</source>
        <translation>灵魂武器</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulSceneDialog</name>
    <message>
        <source>Scene named %1</source>
        <translation>场景命名为%1</translation>
    </message>
    <message>
        <source>Scene tag %1 added</source>
        <translation>添加场景标签%1</translation>
    </message>
    <message>
        <source>Scene tag %1 removed</source>
        <translation>移除场景标签%1</translation>
    </message>
    <message>
        <source>Scene challenge %1</source>
        <translation>场景挑战值%1</translation>
    </message>
    <message>
        <source>Scene challenge cleared</source>
        <translation>清除场景挑战值</translation>
    </message>
    <message>
        <source>Scene Tags and Challenge</source>
        <translation>场景标签与挑战值</translation>
    </message>
    <message>
        <source>Scene &amp;name</source>
        <translation>场景名称(&amp;N)</translation>
    </message>
    <message>
        <source>Scene &amp;tags</source>
        <translation>场景标签(&amp;T)</translation>
    </message>
    <message>
        <source>Ne&amp;w tag</source>
        <translation>新标签(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>添加标签(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>移除标签(&amp;R)</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>移除标签</translation>
    </message>
    <message>
        <source>&amp;Challenge value</source>
        <translation>挑战值(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>设定(&amp;S)</translation>
    </message>
    <message>
        <source>The challenge value is what the scene&apos;s checks are made against: CAT = ⌈(check value − challenge value) ÷ 4⌉, at least 0 (L63). The check dock starts from it. A scene tag activated on a check gives it level +1 (L42).</source>
        <translation>挑战值是场景中检定所对抗的数值：CAT = ⌈(判定值 − 挑战值) ÷ 4⌉，最低为0（L63）。检定面板以它为起始值。在检定中激活场景标签使检定的级别+1（L42）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulSettingsDialog</name>
    <message>
        <source>Soulhunter Settings</source>
        <translation>狩魂者设置</translation>
    </message>
    <message>
        <source>The house rules are laid over the 《狩魂者TRPG》 rulebook, which Sheetwright does not have. Fill each base value from your own book; until then the sheet says what it waits for. Each change can be undone.</source>
        <translation>追加规则建立在《狩魂者TRPG》规则书之上，而 Sheetwright 没有这本书。请按你手上的规则书填入每个基础数值；填好之前，角色卡会说明它在等哪一项。每次修改都可以撤销。</translation>
    </message>
    <message>
        <source>rulebook</source>
        <translation>规则书</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>缺漏</translation>
    </message>
    <message>
        <source>inferred</source>
        <translation>推定</translation>
    </message>
    <message>
        <source>%1, required</source>
        <translation>%1，必填</translation>
    </message>
    <message>
        <source>to be filled from your rulebook</source>
        <translation>待按规则书填入</translation>
    </message>
    <message>
        <source>the pack&apos;s value (%1)</source>
        <translation>规则包的值（%1）</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulSheet</name>
    <message>
        <source>Being made</source>
        <translation>创建中</translation>
    </message>
    <message>
        <source>In play · interlude</source>
        <translation>游戏中 · 间章</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>游戏中</translation>
    </message>
    <message>
        <source>To be filled from your rulebook: %1.</source>
        <translation>待按规则书填入：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>%1 (GM: %2)</source>
        <translation>%1（GM：%2）</translation>
    </message>
    <message>
        <source>Rules overridden: %1</source>
        <translation>已覆盖的规则：%1</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>The character is made: from now on the creation limits (rule 1) no longer apply.</source>
        <translation>角色已创建：此后不再适用创建时的限制（规则1）。</translation>
    </message>
    <message>
        <source>A character has a name.</source>
        <translation>角色必须有名称。</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重命名%1</translation>
    </message>
    <message>
        <source>Finish creating %1</source>
        <translation>完成创建%1</translation>
    </message>
    <message>
        <source>Finish Creation</source>
        <translation>完成创建</translation>
    </message>
    <message>
        <source>Fill In…</source>
        <translation>填入…</translation>
    </message>
    <message>
        <source>From Content Pack…</source>
        <translation>从内容包选取…</translation>
    </message>
    <message>
        <source>Take a psychic mark, soul weapon, ultimate, technique or enchantment of the campaign&apos;s content packs.</source>
        <translation>从战役的内容包选取灵能印记、灵魂武器、狩魂绝技、技艺或附魔。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulSinsDialog</name>
    <message>
        <source>%1 (unknown)</source>
        <translation>%1（未知）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>New Sin %1</source>
        <translation>新罪孽 %1</translation>
    </message>
    <message>
        <source>Sin %1 changed</source>
        <translation>修改罪孽 %1</translation>
    </message>
    <message>
        <source>Sins and Obsession Tags</source>
        <translation>罪孽与执念标签</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>Obsession &amp;tags (1 to 3)</source>
        <translation>执念标签（1～3个）(&amp;T)</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>已知</translation>
    </message>
    <message>
        <source>&amp;Add Sin</source>
        <translation>添加罪孽(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Save Changes</source>
        <translation>保存修改(&amp;S)</translation>
    </message>
    <message>
        <source>Sin %1 deleted</source>
        <translation>删除罪孽%1</translation>
    </message>
    <message>
        <source>&amp;Delete Sin</source>
        <translation>删除罪孽(&amp;D)</translation>
    </message>
    <message>
        <source>Delete Sin</source>
        <translation>删除罪孽</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulStylePanel</name>
    <message>
        <source>Costs %1: %2 SP and %3 anxiety (D20, L172)</source>
        <translation>花费%1：%2点SP与%3点焦虑（D20，L172）</translation>
    </message>
    <message>
        <source>cheer %1 for the next action check</source>
        <translation>下一次行动检定有喝彩%1</translation>
    </message>
    <message>
        <source>Destiny&apos;s Choice used this scene</source>
        <translation>本场景已使用天命所归</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Style actions</source>
        <translation>时髦动作</translation>
    </message>
    <message>
        <source>Flashback (the DH&apos;s cost)</source>
        <translation>闪回（花费由DH决定）</translation>
    </message>
    <message>
        <source>Empower (10)</source>
        <translation>强力（10）</translation>
    </message>
    <message>
        <source>Cheer (5 per die)</source>
        <translation>喝彩（每骰5）</translation>
    </message>
    <message>
        <source>Destiny&apos;s Choice (10 + X)</source>
        <translation>天命所归（10 + X）</translation>
    </message>
    <message>
        <source>&amp;X / cost</source>
        <translation>X／花费(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Use</source>
        <translation>使用(&amp;U)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Paid as anxiety</source>
        <translation>以焦虑支付</translation>
    </message>
    <message>
        <source>From initial SP first</source>
        <translation>优先使用初始SP</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulTagList</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>New tag</source>
        <translation>新标签</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulTechniquesPanel</name>
    <message>
        <source>martial arts</source>
        <translation>武术</translation>
    </message>
    <message>
        <source>spellcraft</source>
        <translation>法术</translation>
    </message>
    <message>
        <source>universal</source>
        <translation>通用</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>基础</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>进阶</translation>
    </message>
    <message>
        <source>Prepared Load %1 of %2 (Spirit Awareness − 4, D18); standard slots: martial arts %3, spellcraft %4 (D17)</source>
        <translation>已准备负荷%1，上限%2（灵识 − 4，D18）；标准技艺栏位：武术%3、法术%4（D17）</translation>
    </message>
    <message>
        <source>sustained</source>
        <translation>持续</translation>
    </message>
    <message>
        <source>Techniques and enchantments</source>
        <translation>技艺与附魔</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>技艺</translation>
    </message>
    <message>
        <source>Schools</source>
        <translation>系别</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>阶级</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负荷</translation>
    </message>
    <message>
        <source>Prepared</source>
        <translation>已准备</translation>
    </message>
    <message>
        <source>Technique name</source>
        <translation>技艺名称</translation>
    </message>
    <message>
        <source>martial arts and spellcraft</source>
        <translation>武术与法术</translation>
    </message>
    <message>
        <source>Load </source>
        <translation>负荷 </translation>
    </message>
    <message>
        <source>Lea&amp;rn</source>
        <translation>习得(&amp;R)</translation>
    </message>
    <message>
        <source>For&amp;get</source>
        <translation>遗忘(&amp;G)</translation>
    </message>
    <message>
        <source>Active enchantments</source>
        <translation>生效中的附魔</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <translation>附魔</translation>
    </message>
    <message>
        <source>POW</source>
        <translation>附魔等级</translation>
    </message>
    <message>
        <source>Sustained</source>
        <translation>持续</translation>
    </message>
    <message>
        <source>Enchantment name</source>
        <translation>附魔名称</translation>
    </message>
    <message>
        <source>POW </source>
        <translation>POW </translation>
    </message>
    <message>
        <source>A technique has a name.</source>
        <translation>技艺必须有名称。</translation>
    </message>
    <message>
        <source>%1 learns %2</source>
        <translation>%1习得%2</translation>
    </message>
    <message>
        <source>%1 forgets a technique</source>
        <translation>%1遗忘一项技艺</translation>
    </message>
    <message>
        <source>%1 prepares a technique</source>
        <translation>%1准备一项技艺</translation>
    </message>
    <message>
        <source>%1 unprepares a technique</source>
        <translation>%1取消准备一项技艺</translation>
    </message>
    <message>
        <source>An enchantment has a name.</source>
        <translation>附魔必须有名称。</translation>
    </message>
    <message>
        <source>%1: enchantment %2</source>
        <translation>%1：附魔%2</translation>
    </message>
    <message>
        <source>%1: an enchantment ends</source>
        <translation>%1：一项附魔结束</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>移除(&amp;V)</translation>
    </message>
    <message>
        <source>Shown with one school chosen each time (rule 41, L268): martial arts makes Physique the key attribute, spellcraft Wisdom — for the manifestation and its attack and parry checks. Choose it in the check dock.</source>
        <translation>每次展现时选择一个系别（规则41，L268）：武术以体魄为关键属性，法术以智慧为关键属性——用于此次显能及其攻击与格挡检定。在检定面板中选择。</translation>
    </message>
    <message>
        <source>Improvised Manifestation…</source>
        <translation>即兴显能…</translation>
    </message>
    <message>
        <source>Manifest without a technique: the MP paid, what it restores (rule 43, L246) and the scale its Narrative POW reaches (rule 44, L248-L258).</source>
        <translation>不使用技艺显能：支付的MP、恢复的数值（规则43，L246），以及【叙事】POW所能达到的规模（规则44，L248-L258）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulTracksPanel</name>
    <message>
        <source>%1: the next scene</source>
        <translation>%1：下一个场景</translation>
    </message>
    <message>
        <source>%1 enters an interlude</source>
        <translation>%1进入间章</translation>
    </message>
    <message>
        <source>%1&apos;s interlude ends</source>
        <translation>%1的间章结束</translation>
    </message>
    <message>
        <source>%1 (max HP %2)</source>
        <translation>%1（生命值上限%2）</translation>
    </message>
    <message>
        <source>max %1 (%2)</source>
        <translation>上限%1（%2）</translation>
    </message>
    <message>
        <source>initial %1 (D23)</source>
        <translation>初始%1（D23）</translation>
    </message>
    <message>
        <source>Grievous tags: %1</source>
        <translation>重创标签：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>cannot act (Disintegration 3/3)</source>
        <translation>无法行动（解体 3/3）</translation>
    </message>
    <message>
        <source>retired from the story (Disqualification 3/3)</source>
        <translation>退出故事（失格 3/3）</translation>
    </message>
    <message>
        <source>in an interlude</source>
        <translation>间章中</translation>
    </message>
    <message>
        <source>HP, points, charms</source>
        <translation>生命值、点数与护符</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>损伤</translation>
    </message>
    <message>
        <source>&amp;Take Damage</source>
        <translation>承受伤害(&amp;T)</translation>
    </message>
    <message>
        <source>Hea&amp;l</source>
        <translation>治疗(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;MP</source>
        <translation>灵力值(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;FP</source>
        <translation>聚能值(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;KP</source>
        <translation>道具点(&amp;K)</translation>
    </message>
    <message>
        <source>Anxiet&amp;y</source>
        <translation>焦虑(&amp;Y)</translation>
    </message>
    <message>
        <source>F&amp;ortune</source>
        <translation>机运(&amp;O)</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>经验值</translation>
    </message>
    <message>
        <source>Disintegration</source>
        <translation>解体</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>Disintegration charm: a slash for each break (L152-L156); removed at an interlude or with XP.</source>
        <translation>解体护符：每次崩解留下一道斩痕（L152-L156）；于间章或以经验值消除。</translation>
    </message>
    <message>
        <source>Disqualification charm: a slash each time anxiety reaches 50 (L166-L169).</source>
        <translation>失格护符：焦虑每达到50留下一道斩痕（L166-L169）。</translation>
    </message>
    <message>
        <source>&amp;Interlude</source>
        <translation>间章(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;End Interlude</source>
        <translation>结束间章(&amp;E)</translation>
    </message>
    <message>
        <source>Grievous wound</source>
        <translation>重创</translation>
    </message>
    <message>
        <source>%1 takes %2 damage</source>
        <translation>%1承受%2点伤害</translation>
    </message>
    <message>
        <source>%1 heals %2 damage</source>
        <translation>%1治疗%2点损伤</translation>
    </message>
    <message>
        <source>%1: %2 to %3</source>
        <translation>%1：%2改为%3</translation>
    </message>
    <message>
        <source>Disintegration slashes are removed at an interlude or with XP (L150, L157).</source>
        <translation>解体斩痕只在间章或以经验值消除（L150、L157）。</translation>
    </message>
    <message>
        <source>%1: Disintegration %2/3</source>
        <translation>%1：解体 %2/3</translation>
    </message>
    <message>
        <source>Disqualification slashes are removed only with XP during an interlude (L169).</source>
        <translation>失格斩痕只在间章以经验值消除（L169）。</translation>
    </message>
    <message>
        <source>%1: Disqualification %2/3</source>
        <translation>%1：失格 %2/3</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>Non-lethal</source>
        <translation>非致命</translation>
    </message>
    <message>
        <source>How (grievous tag)</source>
        <translation>方式（重创标签）</translation>
    </message>
    <message>
        <source>Initial SP held</source>
        <translation>持有的初始SP</translation>
    </message>
    <message>
        <source>Extra SP</source>
        <translation>额外SP</translation>
    </message>
    <message>
        <source>Next Scene</source>
        <translation>下一个场景</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulWizard</name>
    <message>
        <source>New Soulhunter Character</source>
        <translation>新狩魂者角色</translation>
    </message>
    <message>
        <source>Who the hunter is</source>
        <translation>狩魂者是谁</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Code name</source>
        <translation>代号(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Background</source>
        <translation>背景故事(&amp;B)</translation>
    </message>
    <message>
        <source>Spirit Awareness</source>
        <translation>灵识</translation>
    </message>
    <message>
        <source>Attributes (0 to 6 at creation, L43-L44)</source>
        <translation>属性（创建时0到6，L43-L44）</translation>
    </message>
    <message>
        <source>Skill points: %1 of %2 spent (D2)</source>
        <translation>技能点：已用%1，共%2（D2）</translation>
    </message>
    <message>
        <source>Skill points: %1</source>
        <translation>技能点：%1</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Psychic power (at most 3 tags; 4 at Soul 9, L51, L141)</source>
        <translation>灵能力（最多3个标签；心魂9时4个，L51、L141）</translation>
    </message>
    <message>
        <source>Psychic &amp;power</source>
        <translation>灵能力(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>描述(&amp;D)</translation>
    </message>
    <message>
        <source>Power tags</source>
        <translation>灵能力标签</translation>
    </message>
    <message>
        <source>Flaw tags</source>
        <translation>缺陷标签</translation>
    </message>
    <message>
        <source>Trait tags (at most 5, L215)</source>
        <translation>特质标签（最多5个，L215）</translation>
    </message>
    <message>
        <source>Trait tags</source>
        <translation>特质标签</translation>
    </message>
    <message>
        <source>Soul mark %1</source>
        <translation>心魂印记%1</translation>
    </message>
    <message>
        <source>A character has a name.</source>
        <translation>角色必须有名称。</translation>
    </message>
    <message>
        <source>New Soulhunter character %1</source>
        <translation>新狩魂者角色%1</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulhunterEditor</name>
    <message>
        <source>This character is no longer in the campaign.</source>
        <translation>此角色已不在战役中。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be %2: at least %3.</source>
        <translation>“%1”不能是%2：至少为%3。</translation>
    </message>
    <message>
        <source>Clear the setting %1</source>
        <translation>清除设置%1</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>将%1设为%2</translation>
    </message>
    <message>
        <source>Physique</source>
        <translation>体魄</translation>
    </message>
    <message>
        <source>Wisdom</source>
        <translation>智慧</translation>
    </message>
    <message>
        <source>Soul</source>
        <translation>心魂</translation>
    </message>
    <message>
        <source>waits for: %1</source>
        <translation>等待：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulhunterUi</name>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Soulhunter Characters</source>
        <translation>狩魂者角色</translation>
    </message>
    <message>
        <source>Soulhunter Character</source>
        <translation>狩魂者角色</translation>
    </message>
    <message>
        <source>New Soulhunter Character</source>
        <translation>新狩魂者角色</translation>
    </message>
    <message>
        <source>The character&apos;s &amp;name:</source>
        <translation>角色名称(&amp;N)：</translation>
    </message>
    <message>
        <source>New hunter</source>
        <translation>新狩魂者</translation>
    </message>
    <message>
        <source>New Soulhunter character %1</source>
        <translation>新狩魂者角色%1</translation>
    </message>
    <message>
        <source>Soulhunter Character Wi&amp;zard…</source>
        <translation>引导创建狩魂者角色(&amp;Z)…</translation>
    </message>
    <message>
        <source>Make a Soulhunter character step by step within the creation limits (rules 1-10)</source>
        <translation>在创建限制内逐步创建狩魂者角色（规则1-10）</translation>
    </message>
    <message>
        <source>New Soul&amp;hunter Character…</source>
        <translation>新狩魂者角色(&amp;H)…</translation>
    </message>
    <message>
        <source>Make a character of 狩魂者TRPG with the 追加规则 house rules</source>
        <translation>以追加规则创建《狩魂者TRPG》角色</translation>
    </message>
    <message>
        <source>Soulhunter &amp;Settings…</source>
        <translation>狩魂者设置(&amp;S)…</translation>
    </message>
    <message>
        <source>Fill the rulebook&apos;s values and choose the house rules&apos; open points for this campaign</source>
        <translation>为此战役填入规则书的数值，并选择追加规则未定之处</translation>
    </message>
    <message>
        <source>So&amp;ulhunter</source>
        <translation>狩魂者(&amp;U)</translation>
    </message>
    <message>
        <source>Soulhunter Checks</source>
        <translation>狩魂者检定</translation>
    </message>
    <message>
        <source>Soulhunter &amp;Checks</source>
        <translation>狩魂者检定(&amp;C)</translation>
    </message>
    <message>
        <source>S&amp;ins and Obsession Tags…</source>
        <translation>罪孽与执念标签(&amp;I)…</translation>
    </message>
    <message>
        <source>The GM&apos;s Sins with their 1 to 3 obsession tags, and which ones the characters know (rule 38)</source>
        <translation>DH的罪孽及其1～3个执念标签，以及角色已知哪些（规则38）</translation>
    </message>
    <message>
        <source>Sc&amp;ene Tags and Challenge…</source>
        <translation>场景标签与挑战值(&amp;E)…</translation>
    </message>
    <message>
        <source>The GM&apos;s current scene: its scene tags and the challenge value its checks start from</source>
        <translation>GM 的当前场景：其场景标签，以及场景中检定的起始挑战值</translation>
    </message>
    <message>
        <source>Content &amp;Packs…</source>
        <translation>内容包(&amp;P)…</translation>
    </message>
    <message>
        <source>The campaign&apos;s catalogues of marks, soul weapons, ultimates, enchantments and techniques: edit, import, export</source>
        <translation>战役的目录：灵能印记、灵魂武器、狩魂绝技、附魔与技艺——编辑、导入、导出</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Codename</source>
        <translation>代号</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>背景故事</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>外形描述</translation>
    </message>
    <message>
        <source>Creation or play</source>
        <translation>建卡或游戏阶段</translation>
    </message>
    <message>
        <source>Interlude</source>
        <translation>间章</translation>
    </message>
    <message>
        <source>Physique</source>
        <translation>体魄</translation>
    </message>
    <message>
        <source>Wisdom</source>
        <translation>智慧</translation>
    </message>
    <message>
        <source>Soul</source>
        <translation>心魂</translation>
    </message>
    <message>
        <source>Spirit Awareness</source>
        <translation>灵识</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Power tags</source>
        <translation>灵能力标签</translation>
    </message>
    <message>
        <source>Flaw tags</source>
        <translation>缺陷标签</translation>
    </message>
    <message>
        <source>Psychic marks</source>
        <translation>灵能印记</translation>
    </message>
    <message>
        <source>Unlocks</source>
        <translation>解锁</translation>
    </message>
    <message>
        <source>Trait tags</source>
        <translation>特质标签</translation>
    </message>
    <message>
        <source>Status tags</source>
        <translation>状态标签</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>损伤</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>灵力值</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>聚能值</translation>
    </message>
    <message>
        <source>KP</source>
        <translation>道具点</translation>
    </message>
    <message>
        <source>Initial SP</source>
        <translation>初始SP</translation>
    </message>
    <message>
        <source>Extra SP</source>
        <translation>额外SP</translation>
    </message>
    <message>
        <source>Anxiety</source>
        <translation>焦虑</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>机运</translation>
    </message>
    <message>
        <source>Cheer</source>
        <translation>喝彩</translation>
    </message>
    <message>
        <source>Destiny&apos;s Choice used this scene</source>
        <translation>本场景已使用天命所归</translation>
    </message>
    <message>
        <source>Disintegration charm</source>
        <translation>解体护符</translation>
    </message>
    <message>
        <source>Grievous tags</source>
        <translation>重创标签</translation>
    </message>
    <message>
        <source>Disqualification charm</source>
        <translation>失格护符</translation>
    </message>
    <message>
        <source>Techniques</source>
        <translation>技艺</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>附魔</translation>
    </message>
    <message>
        <source>XP ledger</source>
        <translation>经验值账目</translation>
    </message>
    <message>
        <source>Rule overrides</source>
        <translation>已覆盖的规则</translation>
    </message>
    <message>
        <source>Psychic power</source>
        <translation>灵能力</translation>
    </message>
</context>
<context>
    <name>sw::ui::StartPanel</name>
    <message>
        <source>Begin</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>&amp;Recent campaigns</source>
        <translation>最近的战役(&amp;R)</translation>
    </message>
    <message>
        <source>Recent campaigns</source>
        <translation>最近的战役</translation>
    </message>
</context>
<context>
    <name>sw::ui::StoreMessages</name>
    <message>
        <source>Not undone: %1</source>
        <translation>未撤销：%1</translation>
    </message>
    <message>
        <source>Not redone: %1</source>
        <translation>未重做：%1</translation>
    </message>
    <message>
        <source>Cannot Undo</source>
        <translation>无法撤销</translation>
    </message>
    <message>
        <source>Cannot Redo</source>
        <translation>无法重做</translation>
    </message>
    <message>
        <source>“%1” was not undone; nothing was changed.</source>
        <translation>“%1”未撤销；未做任何改动。</translation>
    </message>
    <message>
        <source>“%1” was not redone; nothing was changed.</source>
        <translation>“%1”未重做；未做任何改动。</translation>
    </message>
    <message>
        <source>The campaign could not be read: %1</source>
        <translation>无法读取战役：%1</translation>
    </message>
    <message>
        <source>Cannot Read Campaign</source>
        <translation>无法读取战役</translation>
    </message>
    <message>
        <source>Sheetwright could not read the campaign, so what it shows may be incomplete.</source>
        <translation>Sheetwright 无法读取战役，因此显示的内容可能不完整。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Not saved: someone else just wrote “%1” into %2. Nothing was written: look at the sheet as it is now and choose.</source>
        <translation>未保存：刚才有其他人在 %2 写入了“%1”。未写入任何内容：请查看这张卡现在的样子再做决定。</translation>
    </message>
</context>
<context>
    <name>sw::ui::StuntDialog</name>
    <message>
        <source>Stunt</source>
        <translation>绝技</translation>
    </message>
    <message>
        <source>Bonus: +2 to a skill&apos;s action in a circumstance</source>
        <translation>加值：在特定情境以某技能行动时 +2</translation>
    </message>
    <message>
        <source>Rule change: an exception to the rules</source>
        <translation>改变规则：规则的例外</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>Costs a fate point each use (a rare, strong stunt)</source>
        <translation>每次使用花一点命运点（少见的强力绝技）</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>种类(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Skill</source>
        <translation>技能(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>行动(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Bonus</source>
        <translation>加值(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Lets this skill</source>
        <translation>让这个技能(&amp;L)</translation>
    </message>
    <message>
        <source>…&amp;take this action</source>
        <translation>……采取这个行动(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>内容(&amp;T)</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>模板</translation>
    </message>
</context>
<context>
    <name>sw::ui::SummaryPage</name>
    <message>
        <source>Sheet summary</source>
        <translation>卡片摘要</translation>
    </message>
    <message>
        <source>The sheet as it will be saved; go back to change a step.</source>
        <translation>卡片保存后的样子；若要修改某个步骤，请返回上一步。</translation>
    </message>
    <message>
        <source>Nothing left to fix: press Finish to start play.</source>
        <translation>没有需要修正的地方：按“完成”即可开始游戏。</translation>
    </message>
    <message>
        <source>Still to fix before the sheet can be used:</source>
        <translation>使用前仍需修正以下问题：</translation>
    </message>
</context>
<context>
    <name>sw::ui::TimelinePage</name>
    <message>
        <source>Scores, downtime, advances, factions and clocks, newest first. Double-click a step to open what it changed.</source>
        <translation>作案、休整、成长、派系与进度钟，最新的排在最前面。双击某一步，即可打开它所改动的内容。</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>What</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Sheets changed</source>
        <translation>改动的卡</translation>
    </message>
</context>
<context>
    <name>sw::ui::TraumaDialog</name>
    <message>
        <source>Trauma</source>
        <translation>创伤</translation>
    </message>
    <message>
        <source>%1 marks the last stress box and takes a trauma: stress clears, and the scoundrel is out of action for now. Choose the trauma condition; it is permanent.</source>
        <translation>%1 标记了最后一格压力，获得一个创伤：压力清空，这名恶徒暂时退出行动。请选择创伤状态；它是永久的。</translation>
    </message>
    <message>
        <source>&amp;Take trauma</source>
        <translation>承受创伤(&amp;T)</translation>
    </message>
</context>
<context>
    <name>sw::ui::UpgradeFactionsPage</name>
    <message>
        <source>Factions and your upgrades</source>
        <translation>派系与你们的升级</translation>
    </message>
    <message>
        <source>The GM may name a faction that helped you get your upgrades and one that was hurt when you got them. Leave them empty if none did.</source>
        <translation>GM 可以指定一个协助你们获得升级的派系，以及一个因此受损的派系。若都没有，请留空。</translation>
    </message>
    <message>
        <source>&amp;Helped you:</source>
        <translation>协助你们的派系(&amp;H)：</translation>
    </message>
    <message>
        <source>A faction that helped the crew to its upgrades: +1 status, or +2 for 1 coin.</source>
        <translation>协助帮派获得升级的派系：地位 +1，或付 1 钱币改为 +2。</translation>
    </message>
    <message>
        <source>&amp;Pay 1 coin for +2 status instead of +1</source>
        <translation>付 1 钱币，让地位 +2 而非 +1(&amp;P)</translation>
    </message>
    <message>
        <source>Paying the helper 1 coin makes the status +2.</source>
        <translation>付给协助者 1 钱币，地位改为 +2。</translation>
    </message>
    <message>
        <source>H&amp;urt by it:</source>
        <translation>因此受损的派系(&amp;U)：</translation>
    </message>
    <message>
        <source>A faction the crew hurt to get its upgrades: −2 status, or −1 for 1 coin.</source>
        <translation>帮派为获得升级而损害的派系：地位 −2，或付 1 钱币改为 −1。</translation>
    </message>
    <message>
        <source>P&amp;ay 1 coin for −1 status instead of −2</source>
        <translation>付 1 钱币，让地位 −1 而非 −2(&amp;A)</translation>
    </message>
    <message>
        <source>Paying off the injured faction with 1 coin makes the status −1.</source>
        <translation>付 1 钱币安抚受损的派系，地位改为 −1。</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— 无 —</translation>
    </message>
    <message numerus="yes">
        <source>The crew has %n coin.</source>
        <translation>
            <numerusform>帮派有 %n 钱币。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::UpgradesPage</name>
    <message>
        <source>Crew upgrades</source>
        <translation>帮派升级</translation>
    </message>
    <message numerus="yes">
        <source>Your crew type starts with its own upgrades. Then mark %n more box(es): any general upgrade or one of your type&apos;s. A cohort takes 2 boxes.</source>
        <translation>
            <numerusform>你们的帮派类型一开始就有专属的升级。接着再标记 %n 格：可以是任何通用升级，或你们类型的专属升级。一个同伙占 2 格。</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting upgrades of the crew type:</source>
        <translation>帮派类型的初始升级：</translation>
    </message>
    <message>
        <source>Upgrades to mark</source>
        <translation>要标记的升级</translation>
    </message>
    <message>
        <source>One &amp;of:</source>
        <translation>择一(&amp;O)：</translation>
    </message>
    <message>
        <source>The crew type offers a choice here; the one you pick is granted whole.</source>
        <translation>帮派类型在此提供选择；你选的那一项会完整给予。</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> / %1</translation>
    </message>
    <message>
        <source>Upgrades of the %1</source>
        <translation>%1的专属升级</translation>
    </message>
    <message>
        <source>General upgrades</source>
        <translation>通用升级</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n box(es) left to mark</source>
        <translation>
            <numerusform>还要标记 %1 格（共 %n 格）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::VitalsPanel</name>
    <message>
        <source>Less effect</source>
        <translation>效果降低</translation>
    </message>
    <message>
        <source>−1d</source>
        <translation>−1 骰</translation>
    </message>
    <message>
        <source>Need help</source>
        <translation>需要协助</translation>
    </message>
    <message>
        <source>Set stress to %1</source>
        <translation>压力设为 %1</translation>
    </message>
    <message>
        <source>Set trauma to %1</source>
        <translation>创伤设为 %1</translation>
    </message>
    <message>
        <source>Erase trauma %1</source>
        <translation>取消创伤状态“%1”</translation>
    </message>
    <message>
        <source>Take trauma %1</source>
        <translation>圈选创伤状态“%1”</translation>
    </message>
    <message>
        <source>Healing clock to %1</source>
        <translation>治疗钟设为 %1</translation>
    </message>
    <message>
        <source>Clear armor</source>
        <translation>恢复护甲</translation>
    </message>
    <message>
        <source>Use armor</source>
        <translation>使用护甲</translation>
    </message>
    <message numerus="yes">
        <source>Take %n stress</source>
        <translation>
            <numerusform>承受 %n 点压力</numerusform>
        </translation>
    </message>
    <message>
        <source>Harm: %1</source>
        <translation>伤害：%1</translation>
    </message>
    <message>
        <source>Erase harm</source>
        <translation>清除伤害</translation>
    </message>
    <message>
        <source>Harm level %1, box %2</source>
        <translation>伤害等级 %1，第 %2 格</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>压力</translation>
    </message>
    <message>
        <source>&amp;Stress</source>
        <translation>压力(&amp;S)</translation>
    </message>
    <message>
        <source>Mark stress to push yourself, help or resist. Past the last box you take trauma instead; use Take stress for that.</source>
        <translation>强推自己、协助或抵抗时标记压力。超过最后一格时改为承受创伤；这时请使用“承受压力”。</translation>
    </message>
    <message>
        <source>Take…</source>
        <translation>承受…</translation>
    </message>
    <message>
        <source>Take stress the way the game does: past the track you gain a trauma and clear your stress.</source>
        <translation>按游戏规则承受压力：超出压力条时，获得一个创伤并清空压力。</translation>
    </message>
    <message>
        <source>Take stress</source>
        <translation>承受压力</translation>
    </message>
    <message>
        <source>&amp;Trauma</source>
        <translation>创伤(&amp;T)</translation>
    </message>
    <message>
        <source>Each trauma brings a permanent condition; the last box retires the scoundrel.</source>
        <translation>每个创伤都带来一个永久的创伤状态；填满最后一格时，恶徒必须退休。</translation>
    </message>
    <message>
        <source>Trauma</source>
        <translation>创伤</translation>
    </message>
    <message>
        <source>Trauma c&amp;onditions</source>
        <translation>创伤状态(&amp;O)</translation>
    </message>
    <message>
        <source>Trauma conditions</source>
        <translation>创伤状态</translation>
    </message>
    <message>
        <source>Harm</source>
        <translation>伤害</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>等级</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>惩罚</translation>
    </message>
    <message>
        <source>Hea&amp;ling</source>
        <translation>治疗(&amp;L)</translation>
    </message>
    <message>
        <source>Fill the clock by recovering; when it fills, each harm drops one level.</source>
        <translation>通过恢复填满治疗钟；填满时，每项伤害降低一级。</translation>
    </message>
    <message>
        <source>Healing clock</source>
        <translation>治疗钟</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>护甲</translation>
    </message>
    <message>
        <source>Click, or press R on the healing clock, to recover in downtime: the healing roll.</source>
        <translation>点击，或在治疗钟上按 R，在休整中康复：治疗检定。</translation>
    </message>
</context>
</TS>
