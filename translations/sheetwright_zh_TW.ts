<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
<context>
    <name>BladesFieldLabels</name>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>筆記</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>錢幣</translation>
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
        <translation>遊玩書經驗點</translation>
    </message>
    <message>
        <source>%1 XP</source>
        <translation>%1經驗點</translation>
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
        <translation>遊玩書</translation>
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
        <translation>惡習</translation>
    </message>
    <message>
        <source>Purveyor</source>
        <translation>供應者</translation>
    </message>
    <message>
        <source>Close friend</source>
        <translation>摯友</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>敵手</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>壓力</translation>
    </message>
    <message>
        <source>Trauma</source>
        <translation>創傷</translation>
    </message>
    <message>
        <source>Harm</source>
        <translation>傷害</translation>
    </message>
    <message>
        <source>Healing clock</source>
        <translation>治療鐘</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>護甲</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>負荷</translation>
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
        <translation>幫派類型</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>名聲</translation>
    </message>
    <message>
        <source>Lair</source>
        <translation>巢穴</translation>
    </message>
    <message>
        <source>Hunting grounds</source>
        <translation>狩獵場</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>層級</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>凝聚</translation>
    </message>
    <message>
        <source>Rep</source>
        <translation>名望</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>追緝</translation>
    </message>
    <message>
        <source>Wanted level</source>
        <translation>通緝等級</translation>
    </message>
    <message>
        <source>Crew XP</source>
        <translation>幫派經驗點</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>升級</translation>
    </message>
    <message>
        <source>Cohorts</source>
        <translation>同夥</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>聯絡人</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>管區</translation>
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
        <translation>規則包沒有技能「%1」。</translation>
    </message>
    <message>
        <source>%1 is listed twice; each skill has one rating.</source>
        <translation>%1列了兩次；每個技能只有一個等級。</translation>
    </message>
    <message>
        <source>%1 cannot be rated below Mediocre (+0) on the sheet.</source>
        <translation>%1在角色表上不能低於平庸（+0）。</translation>
    </message>
    <message numerus="yes">
        <source>A new character has %1 skill(s) at %2 (the pyramid); this sheet has %3.</source>
        <translation>
            <numerusform>新角色在%2有 %1 個技能（金字塔）；這張表有 %3 個。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Column rule: %1 would hold %2 skill(s), more than the %3 one step below.</source>
        <translation>
            <numerusform>欄位規則：%1會有 %2 個技能，多於下一級的 %3 個。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A character has %1 aspect(s) of the kind %2; this sheet has %3.</source>
        <translation>
            <numerusform>角色有 %1 個%2；這張表有 %3 個。</numerusform>
        </translation>
    </message>
    <message>
        <source>Write the %1 aspect.</source>
        <translation>請寫下%1形象。</translation>
    </message>
    <message numerus="yes">
        <source>With %1 stunt(s) refresh is %2 (3 free stunts, each more costs 1), not %3.</source>
        <translation>
            <numerusform>有 %1 項絕技時重振為 %2（3 項免費，每多一項花 1），不是 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>Refresh cannot go below %1; this would leave %2. Drop a stunt first.</source>
        <translation>重振不能低於 %1；這樣會剩 %2。請先移除一項絕技。</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %2 stress box(es); the track has %3.</source>
        <translation>
            <numerusform>%1給予 %2 格壓力；這條壓力軌有 %3 格。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The track has %1 box(es); there is no box %2.</source>
        <translation>
            <numerusform>這條壓力軌有 %1 格；沒有第 %2 格。</numerusform>
        </translation>
    </message>
    <message>
        <source>The %1 consequence slot is not on this sheet (the extra mild slot needs Superb (+5) Physique or Will).</source>
        <translation>這張表沒有%1後果欄（額外的輕微後果欄需要卓越（+5）的體魄或意志）。</translation>
    </message>
    <message>
        <source>The %1 consequence slot holds one consequence at a time.</source>
        <translation>%1後果欄一次只能有一個後果。</translation>
    </message>
    <message>
        <source>Write the %1 consequence before it can recover.</source>
        <translation>要先寫下%1後果，才能開始恢復。</translation>
    </message>
    <message>
        <source>A Fate roll is four dice, each +, - or 0.</source>
        <translation>命運擲骰是四顆骰子，每顆為 +、- 或 0。</translation>
    </message>
    <message>
        <source>%1 against a character is opposed by their defend roll: choose an opposed roll.</source>
        <translation>對角色%1時，對方會擲防禦來對抗：請選擇對抗擲骰。</translation>
    </message>
    <message>
        <source>There is no aspect &quot;%1&quot; in play.</source>
        <translation>場上沒有形象「%1」。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is a boost: it is invoked once, free, never with a fate point.</source>
        <translation>「%1」是推助：只能免費援引一次，不能花命運點援引。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was invoked with a fate point on this roll already; only free invokes may be added again.</source>
        <translation>這次擲骰已花命運點援引過「%1」；同一形象只能再加上免費援引。</translation>
    </message>
    <message>
        <source>No fate point left to pay for the invoke.</source>
        <translation>沒有命運點可付這次援引。</translation>
    </message>
    <message>
        <source>No free invoke left on &quot;%1&quot; (%2 held).</source>
        <translation>「%1」上沒有剩下的免費援引（持有 %2）。</translation>
    </message>
    <message>
        <source>The stunt &quot;%1&quot; applies only to its own skill and action, in its circumstance.</source>
        <translation>絕技「%1」只在它的技能、行動與情境下適用。</translation>
    </message>
    <message>
        <source>The stunt costs a fate point, and none is left.</source>
        <translation>這項絕技要花一點命運點，但已經沒有了。</translation>
    </message>
    <message>
        <source>Give the stunt a name.</source>
        <translation>請為絕技取名。</translation>
    </message>
    <message>
        <source>That stunt is no longer on the sheet.</source>
        <translation>那項絕技已不在角色表上。</translation>
    </message>
    <message>
        <source>%1 does not usually attack (Fight or Shoot, Provoke for mental harm); a stunt can allow it.</source>
        <translation>%1通常不能攻擊（戰鬥或射擊；心靈傷害用挑弄）；絕技可以允許。</translation>
    </message>
    <message>
        <source>%1 does not usually defend against this (Athletics, Fight in melee, Will against mental harm).</source>
        <translation>%1通常不能防禦這種攻擊（運動；近戰可用戰鬥；心靈傷害用意志）。</translation>
    </message>
    <message>
        <source>Stress box %1 is marked already or not on the track.</source>
        <translation>壓力格 %1 已標記或不在壓力軌上。</translation>
    </message>
    <message>
        <source>The %1 consequence slot is taken or not open to this hit.</source>
        <translation>%1後果欄已被占用，或不能用於這次打擊。</translation>
    </message>
    <message>
        <source>These absorb %1 of the %2-shift hit; what is left takes the character out.</source>
        <translation>這些只吸收 %2 檔次打擊中的 %1；剩下的會讓角色被剔除。</translation>
    </message>
    <message>
        <source>Fate points cannot go below 0.</source>
        <translation>命運點不能低於 0。</translation>
    </message>
    <message>
        <source>With no fate point to pay, a compel cannot be refused.</source>
        <translation>沒有命運點可付時，不能拒絕強迫。</translation>
    </message>
    <message>
        <source>Give the character a name.</source>
        <translation>請為角色取名。</translation>
    </message>
    <message>
        <source>Milestones come in play; finish making the character first.</source>
        <translation>里程碑在遊戲中才有；請先完成創角。</translation>
    </message>
    <message>
        <source>%1 and %2 cannot swap: a swap takes two rated skills of different ratings.</source>
        <translation>%1與%2不能互換：互換需要兩個等級不同、且都有等級的技能。</translation>
    </message>
    <message>
        <source>Only an Average (+1) skill can be replaced; %1 is not.</source>
        <translation>只能替換一般（+1）的技能；%1不是。</translation>
    </message>
    <message>
        <source>%1 is on the sheet already; take a skill the sheet does not have.</source>
        <translation>%1已在角色表上；請選一個表上沒有的技能。</translation>
    </message>
    <message>
        <source>That aspect is no longer on the sheet.</source>
        <translation>那個形象已不在角色表上。</translation>
    </message>
    <message>
        <source>The high concept is rewritten only at a major milestone.</source>
        <translation>高概念只能在突破點改寫。</translation>
    </message>
    <message numerus="yes">
        <source>A major milestone raises %1 skill step(s) here, not %2.</source>
        <translation>
            <numerusform>這次突破點提升 %1 級技能，不是 %2 級。</numerusform>
        </translation>
    </message>
    <message>
        <source>The sheet is no longer in the campaign.</source>
        <translation>這張表已不在戰役中。</translation>
    </message>
    <message>
        <source>Rule %1 is broken.</source>
        <translation>違反了規則 %1。</translation>
    </message>
    <message>
        <source>An extreme consequence replaces one of the character&apos;s aspects for good: choose which one (not the high concept).</source>
        <translation>極端後果會永久取代角色的一個形象：請選擇哪一個（不可是高概念）。</translation>
    </message>
    <message>
        <source>An extreme consequence was taken already; another may be taken only after the next major milestone.</source>
        <translation>已承受過極端後果；要到下一個突破點之後才能再承受。</translation>
    </message>
    <message>
        <source>The extreme consequence &quot;%1&quot; stands in place of one of the character&apos;s aspects (not the high concept), and no aspect reads so: take it with a hit, which rewrites that aspect.</source>
        <translation>極端後果「%1」應取代角色的一個形象（不可是高概念），但沒有形象這樣寫：請在承受打擊時承受它，它會改寫那個形象。</translation>
    </message>
    <message>
        <source>An extreme consequence never recovers; it can only be renamed at the next major milestone.</source>
        <translation>極端後果永遠不會恢復；只能在下一個突破點重新命名。</translation>
    </message>
    <message>
        <source>This aspect is an extreme consequence; it can be rewritten only at the next major milestone.</source>
        <translation>這個形象是極端後果；只能在下一個突破點改寫。</translation>
    </message>
</context>
<context>
    <name>FateWords</name>
    <message>
        <source>nothing happens</source>
        <translation>什麼也沒發生</translation>
    </message>
    <message>
        <source>you get what you wanted</source>
        <translation>你達成目標</translation>
    </message>
    <message>
        <source>at a major cost</source>
        <translation>付出大代價</translation>
    </message>
    <message>
        <source>at a minor cost</source>
        <translation>付出小代價</translation>
    </message>
    <message>
        <source>a boost for the enemy</source>
        <translation>敵人得到推助</translation>
    </message>
    <message>
        <source>a boost for you</source>
        <translation>你得到推助</translation>
    </message>
    <message numerus="yes">
        <source>a hit of %n shift(s)</source>
        <translation>
            <numerusform>%n 檔次的打擊</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you take a hit of %n shift(s)</source>
        <translation>
            <numerusform>你受到 %n 檔次的打擊</numerusform>
        </translation>
    </message>
    <message>
        <source>you take a hit</source>
        <translation>你受到打擊</translation>
    </message>
    <message numerus="yes">
        <source>the aspect, with %n free invoke(s) for the enemy</source>
        <translation>
            <numerusform>該形象，敵人得到 %n 次免費援引</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the aspect, with %n free invoke(s) for you</source>
        <translation>
            <numerusform>該形象，你得到 %n 次免費援引</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free invoke(s) for the enemy</source>
        <translation>
            <numerusform>敵人得到 %n 次免費援引</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free invoke(s) for you</source>
        <translation>
            <numerusform>你得到 %n 次免費援引</numerusform>
        </translation>
    </message>
    <message>
        <source>the opposed action is stopped</source>
        <translation>被對抗的行動遭阻止</translation>
    </message>
    <message>
        <source>the opposed action&apos;s tie result</source>
        <translation>套用被對抗行動的平手結果</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source> — +%1 to %2 when you %3</source>
        <translation>——以%2%3時 +%1</translation>
    </message>
    <message>
        <source> — rule change</source>
        <translation>——改變規則</translation>
    </message>
    <message>
        <source> (costs a fate point)</source>
        <translation>（需花費命運點）</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>clears after a full scene</source>
        <translation>一整個場景後消除</translation>
    </message>
    <message>
        <source>clears after a full session</source>
        <translation>一整次遊戲後消除</translation>
    </message>
    <message>
        <source>clears at the next major milestone</source>
        <translation>下次突破點時消除</translation>
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
        <translation>裝載 %1</translation>
    </message>
    <message>
        <source>Load %1 of %2</source>
        <translation>裝載 %1／%2</translation>
    </message>
    <message>
        <source>%1 in items</source>
        <translation>道具 %1</translation>
    </message>
    <message>
        <source>%1 in coin</source>
        <translation>錢幣 %1</translation>
    </message>
    <message>
        <source>%1 free</source>
        <translation>免計 %1</translation>
    </message>
    <message>
        <source>%1 free from %2</source>
        <translation>%2免計 %1</translation>
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
        <translation>做案開始時選擇裝載等級；做案期間勾選的道具，連同身上的錢幣，都計入它的上限。</translation>
    </message>
    <message>
        <source>Items ticked and coin carried count against the limit of the load chosen for the score; crew upgrades such as Rigging carry some items free. The load is cleared when the score ends.</source>
        <translation>勾選的道具與身上的錢幣計入本次做案所選裝載的上限；配備等幫派升級可讓部分道具免計裝載。做案結束時裝載會清除。</translation>
    </message>
</context>
<context>
    <name>MeshalViolationText</name>
    <message>
        <source>%1: trained scores start at %2; %3 is lower (rule 1).</source>
        <translation>%1：受訓屬性從 %2 計起；%3 過低（規則 1）。</translation>
    </message>
    <message>
        <source>%1: a trained score changes only through the Talent ledger; it should be %2, not %3 (rule 2).</source>
        <translation>%1：受訓屬性只能透過潛能紀錄改變；應為 %2，而非 %3（規則 2）。</translation>
    </message>
    <message>
        <source>%1: the ledger spent %2 Talent on it; its trained score needs %3 (rule 3).</source>
        <translation>%1：紀錄中花費了 %2 點潛能；其受訓屬性需要 %3 點（規則 3）。</translation>
    </message>
    <message>
        <source>%1: no rule lowers a trained score (rule 4).</source>
        <translation>%1：沒有規則會降低受訓屬性（規則 4）。</translation>
    </message>
    <message>
        <source>%1 dice must be between 0 and the total %2; %3 is not (rule 6).</source>
        <translation>%1骰須介於 0 與總數 %2 之間；%3 不符（規則 6）。</translation>
    </message>
    <message>
        <source>Unconscious is set by the dice: any attribute at 0 dice (rules 8–9).</source>
        <translation>昏迷由屬性骰決定：任一屬性骰為 0（規則 8–9）。</translation>
    </message>
    <message>
        <source>An unconscious character is prone (rule 8).</source>
        <translation>昏迷的角色會倒地（規則 8）。</translation>
    </message>
    <message>
        <source>Dead is set by the dice: all three attributes at 0 dice (rule 8).</source>
        <translation>死亡由屬性骰決定：三項屬性骰皆為 0（規則 8）。</translation>
    </message>
    <message>
        <source>Execution must be between 0 and its maximum %1; %2 is not (rule 19).</source>
        <translation>機動須介於 0 與上限 %1 之間；%2 不符（規則 19）。</translation>
    </message>
    <message>
        <source>A new character walks 3 and climbs 1 unless a feature says otherwise (rule 17).</source>
        <translation>新建角色為平移3、攀爬1，除非特徵另有規定（規則 17）。</translation>
    </message>
    <message>
        <source>A new character has 3 Execution unless a feature says otherwise (rule 17).</source>
        <translation>新建角色有 3 點機動，除非特徵另有規定（規則 17）。</translation>
    </message>
    <message>
        <source>Starting Talent differs from the campaign&apos;s setting (rule 20).</source>
        <translation>初始潛能與戰役設定不同（規則 20）。</translation>
    </message>
    <message>
        <source>That costs %1 Talent; only %2 is unspent (rule 21).</source>
        <translation>需花費 %1 點潛能；未花費的只有 %2 點（規則 21）。</translation>
    </message>
    <message>
        <source>The ledger spends more Talent than was earned (rule 21).</source>
        <translation>紀錄中花費的潛能多於獲得的潛能（規則 21）。</translation>
    </message>
    <message>
        <source>Strength counts only abilities still held; %1 was paid for but is not on the sheet (rule 22).</source>
        <translation>實力只計算仍持有的能力；%1 已付費但不在角色表上（規則 22）。</translation>
    </message>
    <message>
        <source>%1 was never paid for in the Talent ledger (rule 22).</source>
        <translation>潛能紀錄中沒有 %1 的花費（規則 22）。</translation>
    </message>
    <message>
        <source>%1 is paid for twice in the Talent ledger (rule 22).</source>
        <translation>潛能紀錄中 %1 被付費了兩次（規則 22）。</translation>
    </message>
    <message>
        <source>Renouncing %1 forfeits what it cost (%2), not %3 (rule 23).</source>
        <translation>放棄 %1 會失去其花費（%2），而非 %3（規則 23）。</translation>
    </message>
    <message>
        <source>Talent is spent only while the character is made or rests (rule 24): tick Resting first.</source>
        <translation>只能在建立角色或休息時花費潛能（規則 24）：請先勾選「休息中」。</translation>
    </message>
    <message>
        <source>A raise of %1 costs the trained score ×3 = %2, not %3 (rule 25).</source>
        <translation>提升%1花費受訓屬性 ×3 = %2，而非 %3（規則 25）。</translation>
    </message>
    <message>
        <source>An award is at least 1 Talent; %1 is not.</source>
        <translation>獎勵至少為 1 點潛能；%1 不符。</translation>
    </message>
    <message>
        <source>%1 costs its level ×3 = %2 Talent, not %3 (rule 26).</source>
        <translation>%1 花費其等級 ×3 = %2 點潛能，而非 %3（規則 26）。</translation>
    </message>
    <message>
        <source>%1 is innate: it costs no Talent (rule 26).</source>
        <translation>%1 是天賦：不花費潛能（規則 26）。</translation>
    </message>
    <message>
        <source>%1 is innate: it comes with a feature for no Talent and is never bought (rule 26).</source>
        <translation>%1 是天賦：隨特徵免費獲得，不能購買（規則 26）。</translation>
    </message>
    <message>
        <source>%1 abilities would occupy %2 levels, more than the base %1 score %3 (rule 27).</source>
        <translation>%1能力將佔用 %2 級，超過基礎%1 %3（規則 27）。</translation>
    </message>
    <message>
        <source>An innate ability needs the feature that grants it (%1) (rule 29).</source>
        <translation>天賦需要賦予它的特徵（%1）（規則 29）。</translation>
    </message>
    <message>
        <source>%1: its requirements (gender, species or size) are not met (rule 31).</source>
        <translation>%1：未滿足其獲得條件（性別、種族或體型）（規則 31）。</translation>
    </message>
    <message>
        <source>An ability is renounced only during a rest (rule 32): tick Resting first.</source>
        <translation>只能在休息時放棄能力（規則 32）：請先勾選「休息中」。</translation>
    </message>
    <message>
        <source>%1 is not a bought ability on this sheet: it cannot be renounced.</source>
        <translation>%1 不是此角色表上購得的能力：無法放棄。</translation>
    </message>
    <message>
        <source>Used %1 times; its frequency allows %2 (rule 33).</source>
        <translation>已使用 %1 次；其頻次上限為 %2（規則 33）。</translation>
    </message>
    <message>
        <source>The sheet already has the ability %1.</source>
        <translation>角色表上已有能力 %1。</translation>
    </message>
    <message>
        <source>A bought ability has level 1 or more; %1 has %2.</source>
        <translation>購得的能力等級至少為 1；%1 為 %2。</translation>
    </message>
    <message>
        <source>%1 heavy items carried; at most %2 (rule 36).</source>
        <translation>攜帶了 %1 件重型物品；最多 %2 件（規則 36）。</translation>
    </message>
    <message>
        <source>%1 light items carried; at most %2 (rule 36).</source>
        <translation>攜帶了 %1 件輕型物品；最多 %2 件（規則 36）。</translation>
    </message>
    <message>
        <source>%1 accessories equipped; at most %2 (rule 37).</source>
        <translation>裝備了 %1 件飾品；最多 %2 件（規則 37）。</translation>
    </message>
    <message>
        <source>Two accessories of the same type are equipped (rule 37).</source>
        <translation>裝備了兩件同類型的飾品（規則 37）。</translation>
    </message>
    <message>
        <source>Accessories take no body part (rule 38).</source>
        <translation>飾品不佔據肢體部位（規則 38）。</translation>
    </message>
    <message>
        <source>A helmet goes on the head, armour on the torso, boots on at most two legs (rule 39).</source>
        <translation>頭盔在頭部、護甲在軀幹、鞋靴最多兩條腿腳（規則 39）。</translation>
    </message>
    <message>
        <source>The character has no %1 to equip it on (rule 40).</source>
        <translation>角色沒有可裝備的%1（規則 40）。</translation>
    </message>
    <message>
        <source>%1: %2 needed, the character has %3 (rule 40).</source>
        <translation>%1：需要 %2，角色只有 %3（規則 40）。</translation>
    </message>
    <message>
        <source>A creature of size %1 cannot use this item (rule 42).</source>
        <translation>%1生物無法使用此物品（規則 42）。</translation>
    </message>
    <message>
        <source>The sheet already has the item %1.</source>
        <translation>角色表上已有物品 %1。</translation>
    </message>
    <message>
        <source>Choose every required feature: name, species, gender, size and form (rule 46; missing: %1).</source>
        <translation>請選定所有必要特徵：姓名、種族、性別、體型與形態（規則 46；缺少：%1）。</translation>
    </message>
    <message>
        <source>The species does not allow %1 (rule 47).</source>
        <translation>此種族不允許 %1（規則 47）。</translation>
    </message>
    <message>
        <source>Coins are counted from 0 up (rule 52).</source>
        <translation>錢幣數量不能為負（規則 52）。</translation>
    </message>
    <message>
        <source>Friendly should be mutual (rule 54).</source>
        <translation>友善關係應為雙方互相認可（規則 54）。</translation>
    </message>
    <message>
        <source>This attack cannot be defended with %1 (rule 59).</source>
        <translation>此攻擊無法以%1防禦（規則 59）。</translation>
    </message>
    <message>
        <source>An unconscious character cannot defend (rule 59).</source>
        <translation>昏迷的角色無法防禦（規則 59）。</translation>
    </message>
    <message>
        <source>The attack does not target %1.</source>
        <translation>此攻擊的目標不包括%1。</translation>
    </message>
    <message>
        <source>The split removes %1 dice; the damage is %2.</source>
        <translation>分配移除 %1 顆骰子；傷害為 %2。</translation>
    </message>
    <message>
        <source>A rule is broken (%1).</source>
        <translation>違反了規則（%1）。</translation>
    </message>
    <message>
        <source>A weapon attack uses one weapon, not %1 (rule 45).</source>
        <translation>一次武器攻擊只用一件武器，而非 %1 件（規則 45）。</translation>
    </message>
    <message>
        <source>%1 is not equipped: only an equipped or natural weapon attacks (rule 45).</source>
        <translation>%1 未裝備：只有已裝備或天生的武器能攻擊（規則 45）。</translation>
    </message>
    <message>
        <source>%1 has no such weapon attack.</source>
        <translation>%1 沒有這個武器攻擊。</translation>
    </message>
    <message>
        <source>A creature bears only one other creature at a time (rule 62).</source>
        <translation>每次只能背負一個生物（規則 62）。</translation>
    </message>
    <message>
        <source>A creature of size %1 is too large to bear: only the bearer&apos;s size or smaller (rule 62).</source>
        <translation>%1生物太大，無法背負：只能背負體型與自己相同或更小的生物（規則 62）。</translation>
    </message>
    <message>
        <source>Both creatures need a size before one bears the other (rule 62).</source>
        <translation>背負前，兩個生物都須選定體型（規則 62）。</translation>
    </message>
    <message>
        <source>An attack starts with 对&lt;attribute&gt;造成.</source>
        <translation>攻擊以「對&lt;屬性&gt;造成」開頭。</translation>
    </message>
    <message>
        <source>An attack says 造成&lt;roll&gt;&lt;type&gt;攻击.</source>
        <translation>攻擊寫作「造成&lt;骰數&gt;&lt;類型&gt;攻擊」。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an attribute (强壮, 活力, 精神).</source>
        <translation>「%1」不是屬性（強壯、活力、精神）。</translation>
    </message>
    <message>
        <source>The attack&apos;s roll ends with 🎲.</source>
        <translation>攻擊的骰數以🎲結尾。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a roll: dice are written as 强壮🎲, 2🎲 or 强壮🎲+.</source>
        <translation>「%1」不是骰數：骰子寫作強壯🎲、2🎲或強壯🎲+。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an attack type (物理, 侵蚀, 灵异, 真实).</source>
        <translation>「%1」不是攻擊類型（物理、侵蝕、靈異、真實）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a defence (格挡, 闪避, 抵抗).</source>
        <translation>「%1」不是防禦方式（格擋、閃避、抵抗）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not understood (穿透N防护, 造成的伤害×N, (可格挡/闪避/抵抗)).</source>
        <translation>無法理解「%1」（穿透N防護、造成的傷害×N、(可格擋/閃避/抵抗)）。</translation>
    </message>
    <message>
        <source>Species</source>
        <translation>種族</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>特徵</translation>
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
        <translation>%1：編號「%2」用了兩次；內容包的每個條目各有自己的編號。</translation>
    </message>
    <message>
        <source>The innate ability &quot;%1&quot; is granted by &quot;%2&quot;, which is neither a species nor a feature of the pack.</source>
        <translation>天賦能力「%1」由「%2」賦予，但它既不是此包的種族，也不是此包的特徵。</translation>
    </message>
    <message>
        <source>Item &quot;%1&quot;: the attack &quot;%2&quot; cannot be read: %3</source>
        <translation>物品「%1」：無法讀取攻擊「%2」：%3</translation>
    </message>
</context>
<context>
    <name>PackMoveOffer</name>
    <message>
        <source>Move Sheets to %1</source>
        <translation>將角色表移至 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of this campaign play with another pack. Move them to %1 too, as one step you can undo? New sheets use %1 either way.</source>
        <translation>
            <numerusform>本戰役有 %n 張表使用其他規則包。也一併移至 %1 嗎？（一個可復原的步驟）新的表一律使用 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Move Sheets</source>
        <translation>移動表(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Keep Their Packs</source>
        <translation>保留原規則包(&amp;K)</translation>
    </message>
    <message>
        <source>%1 stays: %2</source>
        <translation>%1 保留原樣：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) break the rules of %1 and keep their pack:</source>
        <translation>
            <numerusform>%n 張表違反 %1 的規則，保留原規則包：</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %n sheet(s) to %1</source>
        <translation>
            <numerusform>將 %n 張表移至 %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProblemText</name>
    <message>
        <source>There is no campaign file at this path.</source>
        <translation>此路徑沒有戰役檔案。</translation>
    </message>
    <message>
        <source>A file with this name already exists; it was left as it is.</source>
        <translation>已有同名檔案，該檔案未被更動。</translation>
    </message>
    <message>
        <source>This file is not a Sheetwright campaign (it is not an SQLite database). It was not changed.</source>
        <translation>這個檔案不是 Sheetwright 戰役（不是 SQLite 資料庫），檔案未被更動。</translation>
    </message>
    <message>
        <source>This is a database of another program, not a Sheetwright campaign. It was not changed.</source>
        <translation>這是其他程式的資料庫，不是 Sheetwright 戰役，檔案未被更動。</translation>
    </message>
    <message>
        <source>This campaign was saved by a newer version of Sheetwright. Update the app to open it; the file was not changed.</source>
        <translation>這個戰役由較新版本的 Sheetwright 儲存。請更新程式後再開啟；檔案未被更動。</translation>
    </message>
    <message>
        <source>This campaign file is read-only, so edits could not be saved. Copy it to a folder you can write to; the file was not changed.</source>
        <translation>這個戰役檔案是唯讀的，無法儲存修改。請將它複製到可寫入的資料夾；檔案未被更動。</translation>
    </message>
    <message>
        <source>This campaign file is damaged. It was not changed; restore it from a backup.</source>
        <translation>這個戰役檔案已損壞。檔案未被更動；請從備份還原。</translation>
    </message>
    <message>
        <source>The system refused to read or write the campaign file. Check the disk and its permissions.</source>
        <translation>系統拒絕讀寫戰役檔案。請檢查磁碟及其權限。</translation>
    </message>
    <message>
        <source>This campaign is open for editing in another Sheetwright window or program. Close it there first; nothing was changed.</source>
        <translation>這個戰役正在另一個 Sheetwright 視窗或程式中編輯。請先在那裡將它關閉；未做任何更動。</translation>
    </message>
    <message>
        <source>This campaign was made by an older Sheetwright and could not be brought up to date. It was left as it was; a copy is in the backups folder.</source>
        <translation>這個戰役由舊版 Sheetwright 建立，無法更新為目前的格式。戰役維持原狀；備份資料夾中有一份副本。</translation>
    </message>
    <message>
        <source>The campaign file cannot be written: it is read-only, or so is its disk.</source>
        <translation>無法寫入戰役檔案：檔案是唯讀的，或它所在的磁碟是唯讀的。</translation>
    </message>
    <message>
        <source>The disk is full. Free some space and try again.</source>
        <translation>磁碟已滿。請釋出一些空間後再試一次。</translation>
    </message>
    <message>
        <source>Another program is writing the campaign file. Try again in a moment.</source>
        <translation>另一個程式正在寫入戰役檔案。請稍後再試。</translation>
    </message>
    <message>
        <source>The campaign file is damaged. Restore it from a backup.</source>
        <translation>戰役檔案已損壞。請從備份還原。</translation>
    </message>
    <message>
        <source>A change kept in the campaign&apos;s history is damaged and cannot be replayed.</source>
        <translation>戰役歷程中記錄的一筆修改已損壞，無法重演。</translation>
    </message>
    <message>
        <source>The change does not fit the campaign&apos;s rules or format.</source>
        <translation>這項修改不符合戰役的規則或格式。</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>沒有可復原的修改。</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>沒有可重做的修改。</translation>
    </message>
    <message>
        <source>The campaign&apos;s history has moved on since this step (it was changed around it), so this step is no longer the next one.</source>
        <translation>這一步之後，戰役歷程已有其他修改（在它之外被更動過），所以它已不是下一步。</translation>
    </message>
    <message>
        <source>The shared campaign&apos;s server could not be reached, or it refused the user name or password. Check the address, the network and the password.</source>
        <translation>無法連上共享戰役的伺服器，或伺服器拒絕了使用者名稱或密碼。請檢查位址、網路與密碼。</translation>
    </message>
    <message>
        <source>Someone else changed this sheet a moment ago. Nothing was written: look at the sheet as it is now and make the change again.</source>
        <translation>剛才有其他人修改了這張表。未寫入任何內容：請查看這張表目前的樣子，再做一次修改。</translation>
    </message>
    <message>
        <source>The shared campaign&apos;s server refused the change: your role may not change this.</source>
        <translation>共享戰役的伺服器拒絕了這項修改：你的帳號無權修改此處。</translation>
    </message>
    <message>
        <source>Someone else changed this sheet after your edit. Undoing your edit now would throw their change away, so nothing was undone: change the sheet yourself instead.</source>
        <translation>在你編輯之後，其他人改動了這張表。現在復原你的編輯會丟掉他們的改動，所以沒有復原任何內容：請直接修改這張表。</translation>
    </message>
    <message>
        <source>The shared campaign&apos;s server cannot be reached. Nothing was written; the campaign is read-only until the connection is back.</source>
        <translation>無法連上共享戰役的伺服器。什麼都沒有寫入；在連線恢復之前，戰役為唯讀。</translation>
    </message>
    <message>
        <source>The connection to the shared campaign&apos;s server dropped while it was saving this change. Whether it was kept is checked when the server is back.</source>
        <translation>伺服器儲存這項變更時，與共享戰役伺服器的連線中斷了。伺服器恢復後，會查明這項變更是否已保存。</translation>
    </message>
    <message>
        <source>Someone else just wrote another value into the same field. Nothing was written: look at the sheet as it is now and choose.</source>
        <translation>剛才有其他人在同一欄寫入了另一個值。未寫入任何內容：請查看這張表目前的樣子再做決定。</translation>
    </message>
    <message>
        <source>object</source>
        <translation>物件</translation>
    </message>
    <message>
        <source>array</source>
        <translation>陣列</translation>
    </message>
    <message>
        <source>text</source>
        <translation>文字</translation>
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
        <translation>數字</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>整數</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>一個陣列</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一個物件</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>空無一物</translation>
    </message>
    <message>
        <source> or </source>
        <translation>或</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>應為%1，實為 %2</translation>
    </message>
    <message>
        <source>must be %1, found %2</source>
        <translation>必須是 %1，實為 %2</translation>
    </message>
    <message>
        <source>%1 is not one of: %2</source>
        <translation>%1 不在可用值之中：%2</translation>
    </message>
    <message>
        <source>%1 is below the minimum %2</source>
        <translation>%1 低於下限 %2</translation>
    </message>
    <message>
        <source>%1 is above the maximum %2</source>
        <translation>%1 高於上限 %2</translation>
    </message>
    <message>
        <source>the text is shorter than %1 characters</source>
        <translation>文字少於 %1 個字元</translation>
    </message>
    <message>
        <source>the text is longer than %1 characters</source>
        <translation>文字超過 %1 個字元</translation>
    </message>
    <message>
        <source>%1 is not in the form the format asks for (%2)</source>
        <translation>%1 不符合格式要求的形式（%2）</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; is missing</source>
        <translation>缺少鍵「%1」</translation>
    </message>
    <message>
        <source>needs at least %1 keys</source>
        <translation>至少需要 %1 個鍵</translation>
    </message>
    <message>
        <source>the key &quot;%1&quot; does not belong here</source>
        <translation>鍵「%1」不屬於此處</translation>
    </message>
    <message>
        <source>needs at least %1 entries, has %2</source>
        <translation>至少需要 %1 項，實有 %2 項</translation>
    </message>
    <message>
        <source>allows at most %1 entries, has %2</source>
        <translation>最多 %1 項，實有 %2 項</translation>
    </message>
    <message>
        <source>repeats entry %1</source>
        <translation>與第 %1 項重複</translation>
    </message>
    <message>
        <source>no value is allowed here, found %1</source>
        <translation>此處不可有值，實為 %1</translation>
    </message>
    <message>
        <source>matches none of the allowed forms</source>
        <translation>不符合任何一種允許的形式</translation>
    </message>
    <message>
        <source>matches %1 of the forms where exactly one is allowed</source>
        <translation>符合 %1 種形式，但只能恰好符合一種</translation>
    </message>
    <message>
        <source>the format&apos;s own description is broken (%1)</source>
        <translation>格式本身的定義有誤（%1）</translation>
    </message>
</context>
<context>
    <name>SheetCreation</name>
    <message>
        <source>(no crew)</source>
        <translation>（不加入幫派）</translation>
    </message>
    <message>
        <source>Join a Crew</source>
        <translation>加入幫派</translation>
    </message>
    <message>
        <source>The crew this scoundrel joins:</source>
        <translation>這名惡棍要加入的幫派：</translation>
    </message>
    <message>
        <source>New scoundrel %1</source>
        <translation>新增惡棍 %1</translation>
    </message>
    <message>
        <source>New crew %1</source>
        <translation>新增幫派 %1</translation>
    </message>
</context>
<context>
    <name>ViolationText</name>
    <message>
        <source>playbook</source>
        <translation>遊玩書</translation>
    </message>
    <message>
        <source>Rule %1 is broken.</source>
        <translation>違反規則 %1。</translation>
    </message>
    <message>
        <source>The rule pack has no playbook &quot;%1&quot;.</source>
        <translation>規則包中沒有遊玩書「%1」。</translation>
    </message>
    <message>
        <source>The rule pack has no heritage &quot;%1&quot;.</source>
        <translation>規則包中沒有出身「%1」。</translation>
    </message>
    <message>
        <source>The rule pack has no background &quot;%1&quot;.</source>
        <translation>規則包中沒有背景「%1」。</translation>
    </message>
    <message>
        <source>The rule pack has no vice &quot;%1&quot;.</source>
        <translation>規則包中沒有惡習「%1」。</translation>
    </message>
    <message>
        <source>The rule pack has no action &quot;%1&quot;.</source>
        <translation>規則包中沒有行動「%1」。</translation>
    </message>
    <message>
        <source>%1 cannot have fewer than 0 dots.</source>
        <translation>「%1」的點數不能少於 0。</translation>
    </message>
    <message>
        <source>%1 has %2 dots; an action holds at most %3 now (the crew&apos;s Mastery upgrade raises the limit).</source>
        <translation>%1 有 %2 點；目前每項行動最多 %3 點（幫派的「精通」升級可提高上限）。</translation>
    </message>
    <message>
        <source>%1 has %2 dots; no action starts above %3.</source>
        <translation>「%1」有 %2 點；創造角色時，任何行動都不能超過 %3 點。</translation>
    </message>
    <message>
        <source>Give the character a name.</source>
        <translation>請為角色取名。</translation>
    </message>
    <message>
        <source>Choose a playbook.</source>
        <translation>請選擇遊玩書。</translation>
    </message>
    <message>
        <source>Choose a heritage.</source>
        <translation>請選擇出身。</translation>
    </message>
    <message>
        <source>Choose a background.</source>
        <translation>請選擇背景。</translation>
    </message>
    <message>
        <source>Choose a vice.</source>
        <translation>請選擇惡習。</translation>
    </message>
    <message>
        <source>A new character has %1 action dots (the playbook&apos;s and the ones you place); this sheet has %2.</source>
        <translation>新角色共有 %1 個行動點（遊玩書預設的點加上你分配的點）；這張角色表有 %2 點。</translation>
    </message>
    <message>
        <source>The playbook starts with %1 dots in %2; the sheet has %3.</source>
        <translation>遊玩書預設「%2」有 %1 點；這張角色表上是 %3 點。</translation>
    </message>
    <message numerus="yes">
        <source>Choose %n special ability(s) at creation; the sheet has %1.</source>
        <translation>
            <numerusform>創造角色時要選擇 %n 項特殊能力；這張角色表有 %1 項。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a close friend from the playbook&apos;s list.</source>
        <translation>請從遊玩書的名單中選擇一位密友。</translation>
    </message>
    <message>
        <source>Choose a rival from the playbook&apos;s list.</source>
        <translation>請從遊玩書的名單中選擇一位敵手。</translation>
    </message>
    <message>
        <source>The close friend and the rival must be different people.</source>
        <translation>密友與敵手必須是不同的人。</translation>
    </message>
    <message>
        <source>%1 is not on the playbook&apos;s list of friends and rivals.</source>
        <translation>%1 不在此遊玩書的密友與敵手名單上。</translation>
    </message>
    <message>
        <source>The rule pack has no special ability &quot;%1&quot;.</source>
        <translation>規則包中沒有特殊能力「%1」。</translation>
    </message>
    <message numerus="yes">
        <source>%1 can be taken %n time(s) at most.</source>
        <translation>
            <numerusform>「%1」最多只能選取 %n 次。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not one of the playbook&apos;s abilities; take it with a Veteran advance or a GM override.</source>
        <translation>「%1」不是這本遊玩書的特殊能力；請透過「老手」成長或 GM 裁定取得。</translation>
    </message>
    <message>
        <source>Stress %1 does not fit the stress track of %2 boxes.</source>
        <translation>壓力 %1 超出了壓力軌的範圍（共 %2 格）。</translation>
    </message>
    <message>
        <source>Trauma %1 does not fit the trauma track of %2 boxes.</source>
        <translation>創傷 %1 超出了創傷軌的範圍（共 %2 格）。</translation>
    </message>
    <message>
        <source>Circle one trauma condition per trauma: %1 trauma, %2 circled.</source>
        <translation>每個創傷要圈選一個創傷狀態：目前有 %1 個創傷，圈選了 %2 個。</translation>
    </message>
    <message>
        <source>The rule pack has no trauma condition &quot;%1&quot;.</source>
        <translation>規則包中沒有創傷狀態「%1」。</translation>
    </message>
    <message>
        <source>%1 is circled twice; each trauma condition is taken only once.</source>
        <translation>%1 被圈了兩次；每種創傷狀態只能選一次。</translation>
    </message>
    <message>
        <source>With %1 trauma the character can no longer be a scoundrel: retire them, or send them to prison for the crew.</source>
        <translation>創傷達到 %1 時，角色無法再當惡棍：請讓角色退休，或讓角色入獄替幫派頂罪。</translation>
    </message>
    <message>
        <source>Harm has levels 1 to 4, not %1.</source>
        <translation>傷害等級只有 1 到 4，沒有 %1。</translation>
    </message>
    <message>
        <source>Write what the level-%1 harm is.</source>
        <translation>請寫下這個 %1 級傷害是什麼。</translation>
    </message>
    <message numerus="yes">
        <source>The level-%1 harm row holds %n harm(s); further harm of that level is written one level higher.</source>
        <translation>
            <numerusform>%1 級傷害欄最多記 %n 項傷害；再受到同級傷害時，要改記在高一級的欄位。</numerusform>
        </translation>
    </message>
    <message>
        <source>Fatal harm: the character dies unless it is resisted.</source>
        <translation>致命傷害：除非抵抗此傷害，否則角色死亡。</translation>
    </message>
    <message>
        <source>The healing clock has %1 segments; %2 filled is not possible.</source>
        <translation>治療鐘只有 %1 格，無法填入 %2 格。</translation>
    </message>
    <message>
        <source>This armor box needs %1 in the loadout.</source>
        <translation>這個護甲格需要整裝中帶著「%1」。</translation>
    </message>
    <message>
        <source>Special armor needs a special ability that uses it.</source>
        <translation>特殊護甲需要有能使用它的特殊能力。</translation>
    </message>
    <message>
        <source>The rule pack has no item &quot;%1&quot; for this playbook.</source>
        <translation>規則包中沒有這本遊玩書的道具「%1」。</translation>
    </message>
    <message>
        <source>An item is ticked only once per score.</source>
        <translation>每次做案中，同一項道具只能勾選一次。</translation>
    </message>
    <message>
        <source>Choose a load level before ticking items.</source>
        <translation>勾選道具前，請先選擇裝載等級。</translation>
    </message>
    <message>
        <source>The rule pack has no load level &quot;%1&quot;.</source>
        <translation>規則包中沒有裝載等級「%1」。</translation>
    </message>
    <message>
        <source>Load %1 is over the %2 limit of %3.</source>
        <translation>裝載 %1 超過了「%2」裝載的上限 %3。</translation>
    </message>
    <message>
        <source>A character carries at most %1 coin; put the rest in the stash.</source>
        <translation>角色身上最多只能帶 %1 錢幣；其餘請放入私金。</translation>
    </message>
    <message>
        <source>The stash holds 0 to %1.</source>
        <translation>私金的範圍是 0 到 %1。</translation>
    </message>
    <message>
        <source>The rule pack has no attribute &quot;%1&quot;.</source>
        <translation>規則包裡沒有屬性「%1」。</translation>
    </message>
    <message>
        <source>The rule pack has no crew type &quot;%1&quot;.</source>
        <translation>規則包中沒有幫派類型「%1」。</translation>
    </message>
    <message>
        <source>Tier %1 is outside 0 to %2.</source>
        <translation>層級 %1 超出了 0 到 %2 的範圍。</translation>
    </message>
    <message>
        <source>Rep %1 does not fit the rep track of %2 (12 less the crew&apos;s turf).</source>
        <translation>名望 %1 超出了名望軌的範圍（共 %2 格，即 12 減去幫派的地盤數）。</translation>
    </message>
    <message>
        <source>The rep track is full: the crew gains no more rep until it advances its tier.</source>
        <translation>名望軌已滿：幫派提升層級之前，無法再獲得名望。</translation>
    </message>
    <message>
        <source>With a full rep track and weak hold, the next step is strong hold, not more rep.</source>
        <translation>名望軌已滿且凝聚為弱時，下一步是將凝聚提升為強，而不是再獲得名望。</translation>
    </message>
    <message>
        <source>A crew holds at most %1 turf; it has %2.</source>
        <translation>幫派最多只能擁有 %1 處地盤；目前有 %2 處。</translation>
    </message>
    <message>
        <source>Raising the tier needs a full rep track, strong hold and %1 coin; there is %2.</source>
        <translation>提升層級需要名望軌已滿、凝聚為強，並支付 %1 錢幣；目前有 %2 錢幣。</translation>
    </message>
    <message>
        <source>The crew cannot have less than 0 coin.</source>
        <translation>幫派的錢幣不能少於 0。</translation>
    </message>
    <message>
        <source>The lair holds %1 coin (more with a Vault); spend the rest or share it out.</source>
        <translation>巢穴最多只能存放 %1 錢幣（「儲藏室」升級可提高上限）；請花掉其餘的錢幣，或分給成員。</translation>
    </message>
    <message>
        <source>Heat %1 does not fit the heat track; a full track raises the wanted level.</source>
        <translation>追緝 %1 超出了追緝軌的範圍；追緝軌填滿時，通緝等級會提升。</translation>
    </message>
    <message>
        <source>The wanted level runs from 0 to %1.</source>
        <translation>通緝等級的範圍是 0 到 %1。</translation>
    </message>
    <message>
        <source>A new crew starts with %1 here, not %2.</source>
        <translation>新幫派在這一項的起始值是 %1，而不是 %2。</translation>
    </message>
    <message>
        <source>A new crew chooses %1 here; it has %2.</source>
        <translation>新幫派在這一項要選擇 %1 個；目前有 %2 個。</translation>
    </message>
    <message>
        <source>Crew creation is already finished.</source>
        <translation>幫派創造階段已經結束。</translation>
    </message>
    <message>
        <source>A crew advance is one crew ability or two upgrade boxes.</source>
        <translation>一次幫派成長可取得一項幫派能力，或兩格升級。</translation>
    </message>
    <message>
        <source>Choose the crew&apos;s reputation.</source>
        <translation>請選擇幫派的名聲。</translation>
    </message>
    <message>
        <source>The rule pack has no crew ability &quot;%1&quot;.</source>
        <translation>規則包中沒有幫派能力「%1」。</translation>
    </message>
    <message>
        <source>%1 is taken twice.</source>
        <translation>「%1」被選了兩次。</translation>
    </message>
    <message>
        <source>%1 is not one of this crew type&apos;s abilities.</source>
        <translation>「%1」不是這個幫派類型的幫派能力。</translation>
    </message>
    <message>
        <source>The rule pack has no upgrade &quot;%1&quot;.</source>
        <translation>規則包中沒有升級「%1」。</translation>
    </message>
    <message>
        <source>%1 belongs to another crew type.</source>
        <translation>「%1」屬於其他幫派類型。</translation>
    </message>
    <message>
        <source>This upgrade has %1 boxes; %2 are marked.</source>
        <translation>這項升級共有 %1 格；目前勾選了 %2 格。</translation>
    </message>
    <message>
        <source>The Cohort upgrades pay for %1 cohorts; the sheet has %2.</source>
        <translation>「同夥」升級提供 %1 個同夥；幫派表上有 %2 個。</translation>
    </message>
    <message>
        <source>A gang has one or two gang types; an expert has one type of its own.</source>
        <translation>團夥要有一到兩種團夥類型；專家則有一種自訂的類型。</translation>
    </message>
    <message>
        <source>This cohort has more types than its upgrades pay for.</source>
        <translation>這個同夥的類型數超過了升級所提供的數量。</translation>
    </message>
    <message>
        <source>A new cohort takes one edge and one flaw (more only in pairs).</source>
        <translation>新同夥要選一項優勢與一項缺陷（若要更多，必須成對增加）。</translation>
    </message>
    <message>
        <source>Cohort harm runs from 0 to %1.</source>
        <translation>同夥傷害的範圍是 0 到 %1。</translation>
    </message>
    <message>
        <source>Choose one favorite contact from the crew type&apos;s list.</source>
        <translation>請從幫派類型的名單中選擇一名喜愛的聯絡人。</translation>
    </message>
    <message>
        <source>The claims map has no square %1.</source>
        <translation>管區圖上沒有第 %1 格。</translation>
    </message>
    <message>
        <source>Square %1 is not next to the lair or a held claim; an off-path claim needs the GM&apos;s leave.</source>
        <translation>第 %1 格沒有與巢穴或已掌握的管區相鄰；不相連的管區需要 GM 許可。</translation>
    </message>
    <message>
        <source>The crew already holds square %1.</source>
        <translation>幫派已經掌握第 %1 格。</translation>
    </message>
    <message>
        <source>The crew does not hold square %1.</source>
        <translation>幫派並未掌握第 %1 格。</translation>
    </message>
    <message>
        <source>The campaign has no faction &quot;%1&quot;.</source>
        <translation>戰役中沒有派系「%1」。</translation>
    </message>
    <message>
        <source>Status runs from %1 (war) to %2 (allies).</source>
        <translation>地位的範圍是 %1（戰爭）到 %2（盟友）。</translation>
    </message>
    <message>
        <source>This character is out of play (retired or dead); only a GM override changes the sheet now.</source>
        <translation>這個角色已經離場（退休或死亡）；現在只有 GM 裁定能修改角色表。</translation>
    </message>
    <message>
        <source>%1 is not an amount this edit accepts.</source>
        <translation>這項修改不接受 %1 這個數值。</translation>
    </message>
    <message>
        <source>There is no harm to heal.</source>
        <translation>沒有需要治療的傷害。</translation>
    </message>
    <message>
        <source>The %1 track was already trained this downtime.</source>
        <translation>%1經驗點軌在本次休整中已經訓練過了。</translation>
    </message>
    <message>
        <source>%1 is not an action of %2.</source>
        <translation>「%1」不是%2屬性的行動。</translation>
    </message>
    <message>
        <source>After creation, action dots come only from advances.</source>
        <translation>角色創造完成後，行動點只能透過成長取得。</translation>
    </message>
    <message>
        <source>Creation is already finished.</source>
        <translation>角色創造階段已經結束。</translation>
    </message>
    <message>
        <source>Stash comes out %1 at a time for each coin; %2 cannot be withdrawn.</source>
        <translation>從私金提領時，每 %1 私金換 1 錢幣；無法提領 %2 私金。</translation>
    </message>
    <message>
        <source>There is no armor box &quot;%1&quot;.</source>
        <translation>沒有護甲格「%1」。</translation>
    </message>
    <message>
        <source>This armor box is already used; it comes back with the next loadout (special armor: at the start of downtime).</source>
        <translation>這個護甲格已經使用過；下次整裝時恢復（特殊護甲則在休整開始時恢復）。</translation>
    </message>
    <message>
        <source>A new crew starts with strong hold.</source>
        <translation>新幫派以強凝聚開始。</translation>
    </message>
    <message>
        <source>The crew type starts with this upgrade marked: %1.</source>
        <translation>此幫派類型開始時已標記這項升級：%1。</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>The rule pack has no hunting-grounds deal &quot;%1&quot;.</source>
        <translation>規則包沒有「%1」這種獵場交易。</translation>
    </message>
    <message>
        <source>A faction needs an id.</source>
        <translation>派系必須有 ID。</translation>
    </message>
    <message>
        <source>Two factions have the id &quot;%1&quot;.</source>
        <translation>有兩個派系的 ID 都是「%1」。</translation>
    </message>
    <message>
        <source>A faction of your own needs a name.</source>
        <translation>自訂派系必須有名稱。</translation>
    </message>
    <message>
        <source>A faction&apos;s tier runs from 0 to %1, not %2.</source>
        <translation>派系層級的範圍是 0 到 %1，不能是 %2。</translation>
    </message>
    <message>
        <source>A faction&apos;s hold is weak or strong.</source>
        <translation>派系的凝聚只能是弱或強。</translation>
    </message>
    <message>
        <source>The rule pack has no faction category &quot;%1&quot;.</source>
        <translation>規則包中沒有派系類別「%1」。</translation>
    </message>
    <message>
        <source>Allies and enemies are factions of the campaign; there is no &quot;%1&quot;.</source>
        <translation>盟友與敵人必須是本戰役中的派系；沒有「%1」這個派系。</translation>
    </message>
    <message>
        <source>A faction is not its own ally or enemy.</source>
        <translation>派系不能是自己的盟友或敵人。</translation>
    </message>
    <message>
        <source>A faction cannot be both an ally and an enemy.</source>
        <translation>一個派系不能同時是盟友又是敵人。</translation>
    </message>
    <message>
        <source>A clock needs an id.</source>
        <translation>進度鐘必須有 ID。</translation>
    </message>
    <message>
        <source>Two clocks have the id &quot;%1&quot;.</source>
        <translation>有兩個進度鐘的 ID 都是「%1」。</translation>
    </message>
    <message>
        <source>Name the obstacle the clock stands for.</source>
        <translation>請以進度鐘所代表的阻礙為它命名。</translation>
    </message>
    <message>
        <source>A clock has at least 1 segment, not %1.</source>
        <translation>進度鐘至少要有 1 格，不能是 %1 格。</translation>
    </message>
    <message>
        <source>A clock of %1 segments has 0 to %1 filled, not %2.</source>
        <translation>%1 格的進度鐘只能填入 0 到 %1 格，不能是 %2 格。</translation>
    </message>
    <message>
        <source>Choose whose clock this is.</source>
        <translation>請選擇這個進度鐘屬於誰。</translation>
    </message>
    <message>
        <source>The clock&apos;s owner &quot;%1&quot; is not in the campaign.</source>
        <translation>進度鐘的擁有者「%1」不在本戰役中。</translation>
    </message>
    <message>
        <source>The linked clock &quot;%1&quot; is not in the campaign.</source>
        <translation>連環鐘「%1」不在本戰役中。</translation>
    </message>
    <message>
        <source>These linked clocks form a loop, so none of them can ever be unlocked.</source>
        <translation>這些連環鐘形成了循環，因此沒有任何一個能被解鎖。</translation>
    </message>
    <message>
        <source>A linked clock stays empty until the clock before it is full.</source>
        <translation>在前一個進度鐘填滿之前，連環鐘必須保持空白。</translation>
    </message>
    <message>
        <source>The rival clock &quot;%1&quot; is not in the campaign.</source>
        <translation>與之競賽的進度鐘「%1」不在本戰役中。</translation>
    </message>
    <message>
        <source>A racing clock races another clock, not itself.</source>
        <translation>競賽鐘要與另一個進度鐘競賽，不能與自己競賽。</translation>
    </message>
    <message>
        <source>The rival clock races a different clock; racing clocks come in pairs.</source>
        <translation>與之競賽的進度鐘正在和另一個進度鐘競賽；競賽鐘必須兩兩成對。</translation>
    </message>
    <message>
        <source>The rule pack has no plan &quot;%1&quot;.</source>
        <translation>規則包中沒有計畫「%1」。</translation>
    </message>
    <message>
        <source>Choose the plan before the engagement roll.</source>
        <translation>請在交戰骰之前選擇計畫。</translation>
    </message>
    <message>
        <source>Give the plan&apos;s detail before the engagement roll.</source>
        <translation>請在交戰骰之前寫下計畫的細節。</translation>
    </message>
    <message>
        <source>A score succeeds, fails or is given up.</source>
        <translation>做案的結果只能是成功、失敗或放棄。</translation>
    </message>
    <message>
        <source>A target&apos;s tier runs from 0 to %1, not %2.</source>
        <translation>標的層級的範圍是 0 到 %1，不能是 %2。</translation>
    </message>
    <message>
        <source>Each character on the score chooses a load before the first roll.</source>
        <translation>參與做案的每個角色都要在第一次擲骰前選擇裝載等級。</translation>
    </message>
    <message>
        <source>The rule pack has no payoff &quot;%1&quot;.</source>
        <translation>規則包中沒有收益「%1」。</translation>
    </message>
    <message>
        <source>The rule pack has no heat profile &quot;%1&quot;.</source>
        <translation>規則包中沒有張揚程度「%1」。</translation>
    </message>
    <message>
        <source>A score changes a faction&apos;s status by +1 if it helps them, or by -1 or -2 if it hurts them; not by %1.</source>
        <translation>做案對派系有利時，地位 +1；對派系不利時，地位 -1 或 -2；地位不能變動 %1。</translation>
    </message>
    <message>
        <source>Choose the character who takes this downtime activity.</source>
        <translation>請選擇進行這項休整活動的角色。</translation>
    </message>
    <message>
        <source>The rule pack has no downtime activity &quot;%1&quot;.</source>
        <translation>規則包中沒有休整活動「%1」。</translation>
    </message>
    <message>
        <source>This character has %1 downtime activities and takes %2; each extra one costs 1 coin or 1 rep.</source>
        <translation>這個角色的休整活動次數為 %1，卻進行了 %2 次；每多進行一次需花費 1 錢幣或 1 名望。</translation>
    </message>
    <message>
        <source>Extra downtime activities cannot be fewer than 0.</source>
        <translation>額外的休整活動次數不能少於 0。</translation>
    </message>
    <message>
        <source>Training marks the playbook or an attribute, not &quot;%1&quot;.</source>
        <translation>訓練只能標記遊玩書或屬性的經驗點軌，不能是「%1」。</translation>
    </message>
    <message>
        <source>The %1 track is trained once per downtime.</source>
        <translation>%1經驗點軌每次休整只能訓練一次。</translation>
    </message>
    <message>
        <source>Coin spent on a downtime activity cannot be less than 0.</source>
        <translation>休整活動花費的錢幣不能少於 0。</translation>
    </message>
    <message>
        <source>The rule pack has no entanglement &quot;%1&quot;.</source>
        <translation>規則包中沒有糾葛「%1」。</translation>
    </message>
    <message>
        <source>In play the tier rises by advancing it (a full rep track, strong hold and the coin); changing it by hand needs a GM override.</source>
        <translation>遊戲進行中，層級只能透過提升層級來上升（需名望軌已滿、凝聚為強並支付錢幣）；手動修改需要 GM 裁定。</translation>
    </message>
    <message>
        <source>By hand the rep track takes at most %1; it fills by gaining rep, so that hold or tier follows.</source>
        <translation>手動最多只能在名望軌上填 %1 格；名望軌要透過獲得名望來填滿，凝聚或層級才會隨之變化。</translation>
    </message>
    <message>
        <source>After creation, upgrade boxes come only from crew advances.</source>
        <translation>幫派創造完成後，升級格只能透過幫派成長取得。</translation>
    </message>
    <message>
        <source>After creation, crew abilities come only from crew advances.</source>
        <translation>幫派創造完成後，幫派能力只能透過幫派成長取得。</translation>
    </message>
    <message>
        <source>There is no such entry on the sheet.</source>
        <translation>表上沒有這個項目。</translation>
    </message>
    <message>
        <source>A name cannot be left empty.</source>
        <translation>名稱不能留空。</translation>
    </message>
    <message>
        <source>The playbook is chosen at creation; changing it afterwards needs a GM override.</source>
        <translation>遊玩書在創造角色時選定；之後要更換需要 GM 裁定。</translation>
    </message>
    <message>
        <source>After creation, special abilities come only from playbook advances.</source>
        <translation>角色創造完成後，特殊能力只能透過遊玩書成長取得。</translation>
    </message>
    <message>
        <source>%1 is permanent: a trauma condition is never erased.</source>
        <translation>「%1」是永久的：創傷狀態永遠不會消除。</translation>
    </message>
    <message>
        <source>A clock is ticked by 0 segments or more.</source>
        <translation>進度鐘推進的格數不能少於 0。</translation>
    </message>
    <message>
        <source>This race is over: one of the two racing clocks is full, and neither moves any more.</source>
        <translation>這場競賽已經結束：兩個競賽鐘之一已經填滿，兩者都不再推進。</translation>
    </message>
    <message>
        <source>Clocks only fill; only a tug-of-war clock loses segments. Use Undo to take back a tick.</source>
        <translation>進度鐘只會填入；只有拔河鐘會減少格數。若要撤回一次推進，請使用「復原」。</translation>
    </message>
    <message>
        <source>A clock has 4, 6, 8, 10 or 12 segments, not %1.</source>
        <translation>進度鐘的格數是 4、6、8、10 或 12，不能是 %1。</translation>
    </message>
    <message>
        <source>The campaign has no clock &quot;%1&quot;.</source>
        <translation>戰役中沒有進度鐘「%1」。</translation>
    </message>
    <message>
        <source>Only a faction&apos;s clock is rolled in the faction turn: the roll uses the faction&apos;s tier.</source>
        <translation>派系回合中只為派系的進度鐘擲骰：骰數取決於該派系的層級。</translation>
    </message>
    <message>
        <source>The campaign has no crew &quot;%1&quot;.</source>
        <translation>戰役中沒有幫派「%1」。</translation>
    </message>
    <message>
        <source>There is no roll of the kind &quot;%1&quot;.</source>
        <translation>沒有「%1」這種擲骰。</translation>
    </message>
    <message>
        <source>The campaign has no score &quot;%1&quot;.</source>
        <translation>戰役中沒有做案「%1」。</translation>
    </message>
    <message>
        <source>This score has already ended.</source>
        <translation>這次做案已經結束。</translation>
    </message>
    <message>
        <source>Only the crew&apos;s own characters take part.</source>
        <translation>只有幫派自己的角色能參與。</translation>
    </message>
    <message>
        <source>The engagement roll is made once per score.</source>
        <translation>每次做案只擲一次交戰骰。</translation>
    </message>
    <message>
        <source>The rule pack has no engagement modifier among &quot;%1&quot;.</source>
        <translation>「%1」之中有規則包所沒有的交戰骰修正。</translation>
    </message>
    <message>
        <source>Choose how loud the score was: its heat profile.</source>
        <translation>請選擇這次做案有多張揚：也就是張揚程度。</translation>
    </message>
    <message>
        <source>Extra coin cannot be less than 0.</source>
        <translation>額外錢幣不能少於 0。</translation>
    </message>
    <message>
        <source>Coin is handed only to the crew&apos;s own characters, and never less than 0.</source>
        <translation>錢幣只能分給幫派自己的角色，且不能少於 0。</translation>
    </message>
    <message>
        <source>The payoff is %1 coin; %2 cannot be handed out.</source>
        <translation>收益是 %1 錢幣；無法分出 %2 錢幣。</translation>
    </message>
    <message>
        <source>The campaign has no downtime &quot;%1&quot;.</source>
        <translation>戰役中沒有休整「%1」。</translation>
    </message>
    <message>
        <source>End the score first: payoff and heat come before the rest of downtime.</source>
        <translation>請先結束做案：收益與追緝要在休整的其他步驟之前處理。</translation>
    </message>
    <message>
        <source>The crew&apos;s last downtime is still open; finish it first.</source>
        <translation>幫派上一次的休整尚未結束；請先完成它。</translation>
    </message>
    <message>
        <source>This downtime is over.</source>
        <translation>這次休整已經結束。</translation>
    </message>
    <message>
        <source>The entanglement is rolled once per downtime.</source>
        <translation>每次休整只擲一次糾葛骰。</translation>
    </message>
    <message>
        <source>An extra activity is paid with the character&apos;s coin, the crew&apos;s coin or crew rep.</source>
        <translation>額外的休整活動要以角色的錢幣、幫派的錢幣或幫派的名望支付。</translation>
    </message>
    <message>
        <source>Choose the action the character rolls.</source>
        <translation>請選擇角色擲骰所用的行動。</translation>
    </message>
    <message>
        <source>The character has %1 coin to spend, not %2.</source>
        <translation>角色只有 %1 錢幣可花，無法花費 %2。</translation>
    </message>
    <message>
        <source>Crafting and rituals are played out at the table; this activity is not rolled here.</source>
        <translation>打造與儀式要在遊戲桌上實際進行；這項活動不在這裡擲骰。</translation>
    </message>
    <message>
        <source>Recovery is treated by a healer, by yourself, or not at all.</source>
        <translation>恢復可由治療者處置、自行處置，或不做任何處置。</translation>
    </message>
    <message>
        <source>Only a character with Physicker can treat their own harm (and takes 2 stress).</source>
        <translation>只有擁有「醫者」的角色能自行處置自己的傷害（並承受 2 點壓力）。</translation>
    </message>
    <message>
        <source>There is no harm to recover from.</source>
        <translation>沒有需要恢復的傷害。</translation>
    </message>
    <message>
        <source>Choose beforehand what happens if the vice roll overindulges: attract trouble, brag, lost or tapped.</source>
        <translation>請事先選擇惡習骰過度沉溺時的後果：招惹麻煩、吹噓、迷失或斷貨。</translation>
    </message>
    <message>
        <source>The rule pack has no overindulgence &quot;%1&quot;.</source>
        <translation>規則包中沒有過度沉溺後果「%1」。</translation>
    </message>
    <message>
        <source>Only a harmed cohort that is not dead can be healed.</source>
        <translation>只有受了傷害且尚未死亡的同夥才能治療。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>the sheet&apos;s name: what is wrong with it</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 is circled only with a new trauma, when the last stress box is marked.</source>
        <translation>只有在標記最後一格壓力、獲得新創傷時，才能圈選「%1」。</translation>
    </message>
    <message>
        <source>The campaign has no character &quot;%1&quot;.</source>
        <translation>戰役裡沒有角色「%1」。</translation>
    </message>
    <message>
        <source>Only another scoundrel of the same crew can assist a roll.</source>
        <translation>只有同一幫派的另一名惡棍可以協助擲骰。</translation>
    </message>
    <message>
        <source>These dice cannot be a roll of %1 dice.</source>
        <translation>這些骰子不可能是擲 %1 顆骰的結果。</translation>
    </message>
    <message>
        <source>Push yourself for +1d or take a devil&apos;s bargain, not both.</source>
        <translation>強推自己 +1d 或接受魔鬼交易，兩者只能擇一。</translation>
    </message>
    <message>
        <source>That bonus die is not offered for this roll.</source>
        <translation>這次擲骰沒有提供那顆獎勵骰。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the entanglements the roll gave; pick one of: %2.</source>
        <translation>「%1」不是這次擲骰給出的糾葛；請從以下選一個：%2。</translation>
    </message>
    <message>
        <source>Roll the entanglement first; the GM then picks from what it gave.</source>
        <translation>請先擲糾葛骰；GM 再從結果中挑選。</translation>
    </message>
    <message>
        <source>Character %1 is dead: out of play, they take no part in downtime.</source>
        <translation>角色 %1 已死亡：已離場，不參與休整。</translation>
    </message>
    <message>
        <source>Character %1 is retired: out of play, they take no part in downtime.</source>
        <translation>角色 %1 已退休：已離場，不參與休整。</translation>
    </message>
    <message>
        <source>The %1 XP track holds at most %2 marks; filling it gives an advance.</source>
        <translation>%1經驗點軌最多 %2 格；填滿時獲得一次成長。</translation>
    </message>
    <message>
        <source>The crew XP track holds at most %1 marks; filling it gives a crew advance.</source>
        <translation>幫派經驗點軌最多 %1 格；填滿時獲得一次幫派成長。</translation>
    </message>
    <message>
        <source>There is no crew advance to take: fill the crew XP track first.</source>
        <translation>目前沒有可取得的幫派成長：請先填滿幫派經驗點軌。</translation>
    </message>
    <message>
        <source>Choose the XP track to train.</source>
        <translation>請選擇要訓練的經驗點軌。</translation>
    </message>
    <message>
        <source>There is no XP trigger &quot;%1&quot;.</source>
        <translation>沒有經驗點觸發條件「%1」。</translation>
    </message>
    <message>
        <source>An XP trigger gives 0 to %1 XP, not %2.</source>
        <translation>一項經驗點觸發條件可給予 0 到 %1 經驗點，不能是 %2。</translation>
    </message>
    <message>
        <source>The triggers give %1 XP, but %2 were marked on the tracks.</source>
        <translation>觸發條件共給予 %1 經驗點，但各經驗點軌上標記了 %2 格。</translation>
    </message>
    <message>
        <source>There is no %1 advance to take: fill its XP track first.</source>
        <translation>目前沒有可取得的%1成長：請先填滿對應的經驗點軌。</translation>
    </message>
</context>
<context>
    <name>sw::cli::Cli</name>
    <message>
        <source>Created campaign %1</source>
        <translation>已建立戰役 %1</translation>
    </message>
    <message>
        <source>%1: Sheetwright campaign, format version %2</source>
        <translation>%1：Sheetwright 戰役，格式版本 %2</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Create a new, empty campaign file.</source>
        <translation>建立新的空白戰役檔案。</translation>
    </message>
    <message>
        <source>Check a campaign file without changing it.</source>
        <translation>檢查戰役檔案，不做任何更動。</translation>
    </message>
    <message>
        <source>Show this help, or a command&apos;s help after its name.</source>
        <translation>顯示此說明；放在指令名稱後則顯示該指令的說明。</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>顯示版本後結束。</translation>
    </message>
    <message>
        <source>Language of the output: en, zh_TW or zh_CN.</source>
        <translation>輸出語言：en、zh_TW 或 zh_CN。</translation>
    </message>
    <message>
        <source>language</source>
        <translation>語言</translation>
    </message>
    <message>
        <source>Sheetwright&apos;s command-line tool: campaign files, sheets, rules and dice, for scripts.</source>
        <translation>Sheetwright 命令列工具：以腳本操作戰役檔案、角色表、規則與骰子。</translation>
    </message>
    <message>
        <source>The command to run (see below).</source>
        <translation>要執行的指令（見下方）。</translation>
    </message>
    <message>
        <source>COMMAND [ARGUMENTS…]</source>
        <translation>指令 [參數…]</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>指令：</translation>
    </message>
    <message>
        <source>Show this command&apos;s help.</source>
        <translation>顯示此指令的說明。</translation>
    </message>
    <message>
        <source>Usage: sheetwright-cli %1 %2</source>
        <translation>用法：sheetwright-cli %1 %2</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en, zh_TW or zh_CN.</source>
        <translation>未知的語言「%1」；請用 en、zh_TW 或 zh_CN。</translation>
    </message>
    <message>
        <source>Try --help.</source>
        <translation>請試試 --help。</translation>
    </message>
    <message>
        <source>Unknown command &quot;%1&quot;.</source>
        <translation>未知的指令「%1」。</translation>
    </message>
    <message>
        <source>critical</source>
        <translation>關鍵成功</translation>
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
        <translation>壞結果</translation>
    </message>
    <message>
        <source>%1: cannot be read: %2</source>
        <translation>%1：無法讀取：%2</translation>
    </message>
    <message>
        <source>%1 is not a valid sheet file; see docs/sheet-format.md.</source>
        <translation>%1 不是有效的角色表檔案；請參閱 docs/sheet-format.md。</translation>
    </message>
    <message>
        <source>%1 uses the rule pack &quot;%2&quot;, which is not installed.</source>
        <translation>%1 使用的規則包「%2」尚未安裝。</translation>
    </message>
    <message>
        <source>Note: the sheet was made with %1 %2; checking with version %3.</source>
        <translation>注意：這張角色表是以 %1 %2 製作的；現以版本 %3 檢查。</translation>
    </message>
    <message>
        <source>(accepted by a GM override)</source>
        <translation>（已由 GM 裁定接受）</translation>
    </message>
    <message>
        <source>%1: the sheet follows the rules.</source>
        <translation>%1：角色表符合規則。</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>違反 %n 條規則。</numerusform>
        </translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Seed for a roll that can be repeated.</source>
        <translation>亂數種子，用於可重現的擲骰。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Unknown roll &quot;%1&quot;; use one of: %2.</source>
        <translation>未知的擲骰類型「%1」；請使用以下其中之一：%2。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 up.</source>
        <translation>種子必須是 0 或以上的整數。</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>骰子：%1</translation>
    </message>
    <message>
        <source>Kept: %1 — %2</source>
        <translation>採用：%1 — %2</translation>
    </message>
    <message>
        <source>Stress: clear 1 (critical)</source>
        <translation>壓力：清除 1 點（關鍵成功）</translation>
    </message>
    <message>
        <source>Stress: %1</source>
        <translation>壓力：%1</translation>
    </message>
    <message>
        <source>Clock ticks: %1</source>
        <translation>進度鐘推進格數：%1</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>種子：%1</translation>
    </message>
    <message>
        <source>The pool must be a whole number from 0 to %1.</source>
        <translation>骰池必須是 0 到 %1 的整數。</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>骰數</translation>
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
        <translation>抵抗壓力</translation>
    </message>
    <message>
        <source>SHEET.json</source>
        <translation>角色表.json</translation>
    </message>
    <message>
        <source>Check a character sheet against its rule pack; list every broken rule.</source>
        <translation>依規則包檢查角色表，列出所有違反的規則。</translation>
    </message>
    <message>
        <source>[N]</source>
        <translation>[N]</translation>
    </message>
    <message>
        <source>Exact odds of each result for a pool of N dice (0–6 without N).</source>
        <translation>N 顆骰子的骰池出現各種結果的精確機率（未指定 N 時列出 0–6）。</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>內建</translation>
    </message>
    <message>
        <source>Not loaded:</source>
        <translation>未載入：</translation>
    </message>
    <message>
        <source>User packs go in %1/&lt;id&gt;/pack.json</source>
        <translation>使用者規則包請放在 %1/&lt;id&gt;/pack.json</translation>
    </message>
    <message>
        <source>List the rule packs: the built-in one and those in your data folder.</source>
        <translation>列出規則包：內建的規則包，以及你的資料夾中的規則包。</translation>
    </message>
    <message>
        <source>This roll needs --%1.</source>
        <translation>這種擲骰需要 --%1。</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from %2 to %3.</source>
        <translation>--%1 須為 %2 到 %3 的整數。</translation>
    </message>
    <message>
        <source>Dice in the pool (0: roll two, keep the lowest).</source>
        <translation>骰池的骰子數（0：擲兩顆，取較低者）。</translation>
    </message>
    <message>
        <source>Action roll: controlled, risky (default) or desperate.</source>
        <translation>行動骰：controlled（受控）、risky（險峻，預設）或 desperate（絕望）。</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Action roll: limited, standard (default) or great.</source>
        <translation>行動骰：limited（有限）、standard（標準，預設）或 great（重大）。</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
    <message>
        <source>Vice: the stress marked now.</source>
        <translation>惡習：目前標記的壓力。</translation>
    </message>
    <message>
        <source>Entanglements: the wanted level.</source>
        <translation>糾葛：通緝等級。</translation>
    </message>
    <message>
        <source>Entanglements, reduce heat: the heat marked.</source>
        <translation>糾葛、降低追緝：已標記的追緝。</translation>
    </message>
    <message>
        <source>Acquire asset, incarceration: the crew&apos;s tier.</source>
        <translation>獲取資產、監禁：幫派的層級。</translation>
    </message>
    <message>
        <source>Coin spent to raise the result.</source>
        <translation>為提高結果而花費的錢幣。</translation>
    </message>
    <message>
        <source>Long-term project: the clock&apos;s segments.</source>
        <translation>長期計畫：進度鐘的格數。</translation>
    </message>
    <message>
        <source>Long-term project: segments already filled.</source>
        <translation>長期計畫：已填滿的格數。</translation>
    </message>
    <message>
        <source>action, resistance, fortune, downtime, gather, engagement, vice, entanglement, incarceration, acquire, project, reduce-heat</source>
        <translation>action（行動骰）、resistance（抵抗骰）、fortune（運氣骰）、downtime（休整骰）、gather（蒐集情報）、engagement（交戰骰）、vice（惡習）、entanglement（糾葛）、incarceration（監禁）、acquire（獲取資產）、project（長期計畫）、reduce-heat（降低追緝）</translation>
    </message>
    <message>
        <source>Unknown position or effect.</source>
        <translation>未知的情勢或效果。</translation>
    </message>
    <message>
        <source>Effect: %1</source>
        <translation>效果：%1</translation>
    </message>
    <message>
        <source>Starting position: %1</source>
        <translation>起始情勢：%1</translation>
    </message>
    <message>
        <source>Stress cleared: %1 (now %2)</source>
        <translation>清除壓力：%1（現為 %2）</translation>
    </message>
    <message>
        <source>Overindulgence (choose one): %1</source>
        <translation>過度沉溺（擇一）：%1</translation>
    </message>
    <message>
        <source>Entanglement: %1</source>
        <translation>糾葛：%1</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Rep %1, prison claims %2, status %3, trauma %4</source>
        <translation>名望 %1，監獄管區 %2，地位 %3，創傷 %4</translation>
    </message>
    <message>
        <source>Asset quality: %1 (coin used %2)</source>
        <translation>資產品質：%1（使用錢幣 %2）</translation>
    </message>
    <message>
        <source>Clock: %1/%2 (+%3)</source>
        <translation>進度鐘：%1/%2（+%3）</translation>
    </message>
    <message>
        <source>The project is complete.</source>
        <translation>計畫完成。</translation>
    </message>
    <message>
        <source>Heat: %1 → %2</source>
        <translation>追緝：%1 → %2</translation>
    </message>
    <message>
        <source>KIND [--dice N] [--seed S] …</source>
        <translation>種類 [--dice N] [--seed S] …</translation>
    </message>
    <message>
        <source>Roll any roll of the game; the same seed gives the same dice.</source>
        <translation>擲遊戲中的任何骰；相同的種子會得到相同的骰子。</translation>
    </message>
    <message>
        <source>%1: cannot be written: %2</source>
        <translation>%1：無法寫入：%2</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>The campaign has no %1.</source>
        <translation>戰役中沒有 %1。</translation>
    </message>
    <message>
        <source>Import sheets that break rules, listing the problems.</source>
        <translation>即使表違反規則也照樣匯入，並列出問題。</translation>
    </message>
    <message>
        <source>The sheet breaks rules; nothing was imported (see --allow-violations).</source>
        <translation>這張角色表違反規則；未匯入任何內容（請參閱 --allow-violations）。</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>匯入 %1</translation>
    </message>
    <message>
        <source>Imported character:%1</source>
        <translation>已匯入 character:%1</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n sheet(s).</source>
        <translation>
            <numerusform>已匯入 %n 張表。</numerusform>
        </translation>
    </message>
    <message>
        <source>Export one sheet (KIND:ID) instead of the whole campaign.</source>
        <translation>只匯出一張表（KIND:ID），而非整個戰役。</translation>
    </message>
    <message>
        <source>SHEET</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已寫入 %1</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>沒有可復原的修改。</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>沒有可重做的修改。</translation>
    </message>
    <message>
        <source>Undid: %1</source>
        <translation>已復原：%1</translation>
    </message>
    <message>
        <source>Redid: %1</source>
        <translation>已重做：%1</translation>
    </message>
    <message>
        <source>CAMPAIGN [--kind KIND]</source>
        <translation>戰役 [--kind 種類]</translation>
    </message>
    <message>
        <source>CAMPAIGN KIND:ID</source>
        <translation>戰役 KIND:ID</translation>
    </message>
    <message>
        <source>Print one sheet as JSON.</source>
        <translation>以 JSON 格式輸出一張表。</translation>
    </message>
    <message>
        <source>CAMPAIGN FILE.json</source>
        <translation>戰役 檔案.json</translation>
    </message>
    <message>
        <source>Export the campaign, or one sheet, as JSON.</source>
        <translation>將戰役或其中一張表匯出為 JSON。</translation>
    </message>
    <message>
        <source>CAMPAIGN [KIND:ID]</source>
        <translation>戰役 [KIND:ID]</translation>
    </message>
    <message>
        <source>Every change of the campaign, or of one sheet.</source>
        <translation>戰役（或其中一張表）的所有修改紀錄。</translation>
    </message>
    <message>
        <source>CAMPAIGN</source>
        <translation>戰役</translation>
    </message>
    <message>
        <source>Undo the last change (also after a restart).</source>
        <translation>復原上一次修改（重新啟動後也可以）。</translation>
    </message>
    <message>
        <source>Redo the last undone change.</source>
        <translation>重做上一次復原的修改。</translation>
    </message>
    <message>
        <source>not mapped:</source>
        <translation>未對應：</translation>
    </message>
    <message numerus="yes">
        <source>Import %n faction(s)</source>
        <translation>
            <numerusform>匯入 %n 個派系</numerusform>
        </translation>
    </message>
    <message>
        <source>Imported %1:%2</source>
        <translation>已匯入 %1:%2</translation>
    </message>
    <message>
        <source>Foundry factions: set their status with this crew (its id).</source>
        <translation>Foundry 派系：設定它們與此幫派（其 id）的地位。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Write the sheet as a Foundry VTT actor (with --sheet).</source>
        <translation>將表單寫成 Foundry VTT 角色（與 --sheet 一起使用）。</translation>
    </message>
    <message>
        <source>Import a campaign export, a sheet, or a Foundry VTT actor (the campaign is made if missing).</source>
        <translation>匯入戰役匯出檔、一張表單或 Foundry VTT 角色（戰役不存在時會建立）。</translation>
    </message>
    <message>
        <source>CAMPAIGN OUT.json [--sheet KIND:ID [--foundry]]</source>
        <translation>戰役 輸出.json [--sheet KIND:ID [--foundry]]</translation>
    </message>
    <message>
        <source>Segments: 4, 6, 8, 10 or 12.</source>
        <translation>格數：4、6、8、10 或 12。</translation>
    </message>
    <message>
        <source>danger, racing, linked, mission, tug_of_war, long_term_project, faction.</source>
        <translation>danger（危險鐘）、racing（競賽鐘）、linked（連環鐘）、mission（任務鐘）、tug_of_war（拔河鐘）、long_term_project（長期專案）、faction（派系鐘）。</translation>
    </message>
    <message>
        <source>Whose clock: crew:ID, character:ID or faction:ID (default: the campaign).</source>
        <translation>進度鐘的擁有者：crew:ID、character:ID 或 faction:ID（預設：戰役）。</translation>
    </message>
    <message>
        <source>KIND:ID</source>
        <translation>KIND:ID</translation>
    </message>
    <message>
        <source>The clock this one unlocks when full.</source>
        <translation>此進度鐘填滿時解鎖的進度鐘。</translation>
    </message>
    <message>
        <source>The rival clock of a race.</source>
        <translation>與此進度鐘競賽的對手進度鐘。</translation>
    </message>
    <message>
        <source>Known to the GM only.</source>
        <translation>只有 GM 知道。</translation>
    </message>
    <message>
        <source>Unknown clock kind &quot;%1&quot;.</source>
        <translation>未知的進度鐘種類「%1」。</translation>
    </message>
    <message>
        <source>Dice added to (or, negative, taken from) the faction&apos;s tier.</source>
        <translation>加到派系層級上的骰數（負數則為減去）。</translation>
    </message>
    <message>
        <source>Take the faction from the rule pack&apos;s examples.</source>
        <translation>從規則包的範例派系中取用。</translation>
    </message>
    <message>
        <source>A faction of your own: its name.</source>
        <translation>自訂派系：名稱。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Its category (underworld, institutions …).</source>
        <translation>派系類別，例如 underworld（黑社會）、institutions（官方機構）…。</translation>
    </message>
    <message>
        <source>Its tier, 0–6.</source>
        <translation>派系層級，0–6。</translation>
    </message>
    <message>
        <source>weak or strong.</source>
        <translation>weak（弱）或 strong（強）。</translation>
    </message>
    <message>
        <source>HOLD</source>
        <translation>凝聚</translation>
    </message>
    <message>
        <source>The GM&apos;s notes.</source>
        <translation>GM 的筆記。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>The rule pack has no example faction &quot;%1&quot;.</source>
        <translation>規則包中沒有範例派系「%1」。</translation>
    </message>
    <message>
        <source>Show this crew&apos;s status with each faction.</source>
        <translation>顯示此幫派與各派系的地位。</translation>
    </message>
    <message>
        <source>tier %1</source>
        <translation>層級 %1</translation>
    </message>
    <message>
        <source>at war</source>
        <translation>戰爭中</translation>
    </message>
    <message>
        <source>Payoff: %1 rep, %2 coin.</source>
        <translation>收益：%1 名望，%2 錢幣。</translation>
    </message>
    <message>
        <source>Heat: +%1 (wanted level +%2).</source>
        <translation>追緝：+%1（通緝等級 +%2）。</translation>
    </message>
    <message>
        <source>The heat track filled at the highest wanted level: the wanted level stays at %1.</source>
        <translation>追緝軌在最高通緝等級時填滿：通緝等級維持在 %1。</translation>
    </message>
    <message>
        <source>War with %1: +1 heat per score, −1 hold, one downtime activity per character.</source>
        <translation>與%1開戰：每次做案追緝 +1，凝聚 −1，每個角色只有一次休整活動。</translation>
    </message>
    <message>
        <source>The war with %1 is over.</source>
        <translation>與%1的戰爭已經結束。</translation>
    </message>
    <message>
        <source>Engagement: %1.</source>
        <translation>交戰骰：%1。</translation>
    </message>
    <message>
        <source>Clock %1 is full.</source>
        <translation>進度鐘 %1 已填滿。</translation>
    </message>
    <message>
        <source>Clock %1 is unlocked.</source>
        <translation>進度鐘 %1 已解鎖。</translation>
    </message>
    <message>
        <source>Clock %1 wins the race against %2.</source>
        <translation>進度鐘 %1 在與 %2 的競賽中勝出。</translation>
    </message>
    <message>
        <source>Clock %1: %2 segments.</source>
        <translation>進度鐘 %1：%2 格。</translation>
    </message>
    <message>
        <source>Entanglement: %1.</source>
        <translation>糾葛：%1。</translation>
    </message>
    <message>
        <source>%1: result %2, %3.</source>
        <translation>%1：結果 %2，%3。</translation>
    </message>
    <message>
        <source>Overindulged: %1.</source>
        <translation>過度沉溺：%1。</translation>
    </message>
    <message>
        <source>Vice ignored: character %1 takes %2 stress.</source>
        <translation>忽視惡習：角色 %1 承受 %2 點壓力。</translation>
    </message>
    <message>
        <source>Seed for dice that can be repeated.</source>
        <translation>亂數種子，讓擲骰結果可以重現。</translation>
    </message>
    <message>
        <source>Dice rolled at the table, in order (e.g. 6,4,2).</source>
        <translation>在桌上實際擲出的骰子，依序列出（例如 6,4,2）。</translation>
    </message>
    <message>
        <source>DICE</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>Dice are numbers from 1 to 6, separated by commas.</source>
        <translation>骰子須為 1 到 6 的數字，以逗號分隔。</translation>
    </message>
    <message>
        <source>The campaign could not be written: %1</source>
        <translation>無法寫入戰役：%1</translation>
    </message>
    <message>
        <source>Rolled %1 (%2 dice): %3 — %4</source>
        <translation>擲骰 %1（%2 顆骰子）：%3 — %4</translation>
    </message>
    <message>
        <source>Done: %1</source>
        <translation>完成：%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; should read NAME=VALUE.</source>
        <translation>「%1」的格式應為 NAME=VALUE。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number.</source>
        <translation>「%1」不是整數。</translation>
    </message>
    <message>
        <source>Subcommands: %1 (each with --help).</source>
        <translation>子指令：%1（各自皆可加上 --help）。</translation>
    </message>
    <message>
        <source>Unknown subcommand &quot;%1&quot;; use one of: %2.</source>
        <translation>未知的子指令「%1」；請使用以下其中之一：%2。</translation>
    </message>
    <message>
        <source>start|engage|end|list CAMPAIGN …</source>
        <translation>start|engage|end|list 戰役 …</translation>
    </message>
    <message>
        <source>Run a score: plan and loads, the engagement roll, payoff, heat and faction status.</source>
        <translation>進行做案：計畫與裝載、交戰骰、收益、追緝與派系地位。</translation>
    </message>
    <message>
        <source>start|entangle|choose|buy|activity|finish CAMPAIGN …</source>
        <translation>start|entangle|choose|buy|activity|finish 戰役 …</translation>
    </message>
    <message>
        <source>Run the downtime phase: entanglements, each character&apos;s activities, the end.</source>
        <translation>進行休整階段：糾葛、每個角色的休整活動，以及收尾。</translation>
    </message>
    <message>
        <source>add|tick|set|roll|remove|list CAMPAIGN …</source>
        <translation>add|tick|set|roll|remove|list 戰役 …</translation>
    </message>
    <message>
        <source>Keep the campaign&apos;s clocks: add, tick, clear, roll a faction&apos;s clock.</source>
        <translation>管理戰役的進度鐘：新增、推進、清除，以及為派系鐘擲骰。</translation>
    </message>
    <message>
        <source>add|status|list|remove CAMPAIGN …</source>
        <translation>add|status|list|remove 戰役 …</translation>
    </message>
    <message>
        <source>Keep the faction ladder: add factions, set the crew&apos;s status (−3 is war).</source>
        <translation>管理派系梯：新增派系、設定幫派的地位（−3 即為戰爭）。</translation>
    </message>
    <message>
        <source>The score this downtime follows.</source>
        <translation>這次休整所接續的做案。</translation>
    </message>
    <message>
        <source>SCORE</source>
        <translation>做案</translation>
    </message>
    <message>
        <source>Pay with: coin (the character&apos;s), crew_coin or rep.</source>
        <translation>支付方式：coin（角色的錢幣）、crew_coin（幫派錢幣）或 rep（名望）。</translation>
    </message>
    <message>
        <source>PURSE</source>
        <translation>付款來源</translation>
    </message>
    <message>
        <source>Long-term project, reduce heat: the action rolled.</source>
        <translation>長期專案、降低追緝：擲骰所用的行動。</translation>
    </message>
    <message>
        <source>ACTION</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>Long-term project: the clock.</source>
        <translation>長期專案：進度鐘。</translation>
    </message>
    <message>
        <source>Train: playbook, insight, prowess or resolve.</source>
        <translation>受訓：playbook（遊玩書）、insight（洞察）、prowess（勇猛）或 resolve（決心）。</translation>
    </message>
    <message>
        <source>TRACK</source>
        <translation>經驗點軌</translation>
    </message>
    <message>
        <source>Recover: healer, self or untreated.</source>
        <translation>恢復：healer（治療者）、self（自行處置）或 untreated（不處置）。</translation>
    </message>
    <message>
        <source>HOW</source>
        <translation>方式</translation>
    </message>
    <message>
        <source>Recover: the healer&apos;s Tinker rating or quality.</source>
        <translation>恢復：治療者的擺弄評等或品質。</translation>
    </message>
    <message>
        <source>Bonus dice (a friend helps: 1).</source>
        <translation>獎勵骰（朋友協助：1）。</translation>
    </message>
    <message>
        <source>Coin to spend after the roll to raise the result.</source>
        <translation>擲骰後為提高結果而花費的錢幣。</translation>
    </message>
    <message>
        <source>Acquire asset: a restricted item (+2 heat).</source>
        <translation>獲取資產：受管制的道具（追緝 +2）。</translation>
    </message>
    <message>
        <source>Indulge vice: attract_trouble, brag, lost or tapped, if it comes to that.</source>
        <translation>沉溺於惡習：若過度沉溺，選 attract_trouble（招惹麻煩）、brag（吹噓）、lost（迷失）或 tapped（斷貨）。</translation>
    </message>
    <message>
        <source>Heal cohort: the cohort&apos;s number on the crew sheet (from 0).</source>
        <translation>治療同夥：同夥在幫派表上的編號（從 0 起算）。</translation>
    </message>
    <message>
        <source>What the character does.</source>
        <translation>角色所做的事。</translation>
    </message>
    <message>
        <source>The crew&apos;s id.</source>
        <translation>幫派的 ID。</translation>
    </message>
    <message>
        <source>What the crew goes after.</source>
        <translation>幫派要下手的標的。</translation>
    </message>
    <message>
        <source>The target faction&apos;s id.</source>
        <translation>標的派系的 ID。</translation>
    </message>
    <message>
        <source>The target&apos;s tier.</source>
        <translation>標的的層級。</translation>
    </message>
    <message>
        <source>assault, deception, stealth, occult, social or transport.</source>
        <translation>assault（突擊）、deception（欺瞞）、stealth（隱匿）、occult（神秘學）、social（社交）或 transport（運輸）。</translation>
    </message>
    <message>
        <source>PLAN</source>
        <translation>計畫</translation>
    </message>
    <message>
        <source>The plan&apos;s detail.</source>
        <translation>計畫的細節。</translation>
    </message>
    <message>
        <source>A character&apos;s load: CHARACTER=light|normal|heavy (repeat).</source>
        <translation>角色的裝載：CHARACTER=light|normal|heavy（可重複指定）。</translation>
    </message>
    <message>
        <source>ID=LEVEL</source>
        <translation>ID=LEVEL</translation>
    </message>
    <message>
        <source>An engagement modifier of the rule pack (repeat).</source>
        <translation>規則包中的一項交戰骰修正（可重複指定）。</translation>
    </message>
    <message>
        <source>Dice from claims and abilities that fit the plan.</source>
        <translation>符合計畫的管區與能力所提供的骰子。</translation>
    </message>
    <message>
        <source>success, failure or given_up.</source>
        <translation>success（成功）、failure（失敗）或 given_up（放棄）。</translation>
    </message>
    <message>
        <source>OUTCOME</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>The payoff band: minor_job, small_job, standard_score, big_score, major_score.</source>
        <translation>收益級距：minor_job（零星小活）、small_job（小案子）、standard_score（標準做案）、big_score（大型做案）、major_score（重大做案）。</translation>
    </message>
    <message>
        <source>BAND</source>
        <translation>級距</translation>
    </message>
    <message>
        <source>Coin from claims, or above a 10+ band.</source>
        <translation>來自管區的錢幣，或超出 10+ 級距的部分。</translation>
    </message>
    <message>
        <source>Completely quiet: no one knows; no rep.</source>
        <translation>完全保密：無人知曉；不獲得名望。</translation>
    </message>
    <message>
        <source>Hand payoff coin to a character: ID=N (repeat); the rest goes to the crew.</source>
        <translation>將收益錢幣分給角色：ID=N（可重複指定）；其餘歸幫派。</translation>
    </message>
    <message>
        <source>ID=N</source>
        <translation>ID=N</translation>
    </message>
    <message>
        <source>The heat profile: smooth_quiet, contained, loud_chaotic, wild.</source>
        <translation>張揚程度：smooth_quiet（平順安靜）、contained（尚可控制）、loud_chaotic（喧鬧混亂）、wild（失控狂亂）。</translation>
    </message>
    <message>
        <source>PROFILE</source>
        <translation>張揚程度</translation>
    </message>
    <message>
        <source>A high-profile or well-connected target (+1 heat).</source>
        <translation>高知名度或人脈廣的標的（追緝 +1）。</translation>
    </message>
    <message>
        <source>On hostile turf (+1 heat).</source>
        <translation>在敵對地盤上（追緝 +1）。</translation>
    </message>
    <message>
        <source>Killing was involved (+2 heat).</source>
        <translation>涉及殺人（追緝 +2）。</translation>
    </message>
    <message>
        <source>Other heat: Cover Operation −2 …</source>
        <translation>其他追緝：掩蓋任務 −2 …</translation>
    </message>
    <message>
        <source>A faction helped or hurt: ID=+1, ID=-1, ID=-2 (repeat).</source>
        <translation>受到幫助或損害的派系：ID=+1、ID=-1、ID=-2（可重複指定）。</translation>
    </message>
    <message>
        <source>under way</source>
        <translation>進行中</translation>
    </message>
    <message>
        <source>The PDF file to write.</source>
        <translation>要寫入的 PDF 檔案。</translation>
    </message>
    <message>
        <source>Language of the sheets: en, zh_TW or zh_CN.</source>
        <translation>表單的語言：en、zh_TW 或 zh_CN。</translation>
    </message>
    <message>
        <source>Paper size: a4 (the default) or letter.</source>
        <translation>紙張大小：a4（預設）或 letter。</translation>
    </message>
    <message>
        <source>PAPER</source>
        <translation>紙張</translation>
    </message>
    <message>
        <source>A player handout: leave out faction notes and hidden clocks.</source>
        <translation>玩家講義：略去派系筆記與隱藏的進度鐘。</translation>
    </message>
    <message>
        <source>With crew:ID, every member&apos;s sheet after the crew&apos;s.</source>
        <translation>搭配 crew:ID 時，在幫派表單後附上每位成員的表單。</translation>
    </message>
    <message>
        <source>export-pdf needs a graphical application object; run it as sheetwright-cli.</source>
        <translation>export-pdf 需要圖形應用程式物件；請以 sheetwright-cli 執行。</translation>
    </message>
    <message>
        <source>Name the PDF to write with -o FILE.</source>
        <translation>請用 -o FILE 指定要寫入的 PDF。</translation>
    </message>
    <message>
        <source>Unknown paper &quot;%1&quot;; use a4 or letter.</source>
        <translation>未知的紙張「%1」；請用 a4 或 letter。</translation>
    </message>
    <message>
        <source>CAMPAIGN SHEET… -o OUT.pdf [--lang L] [--paper a4|letter] [--handout] [--with-members]</source>
        <translation>戰役 表單… -o OUT.pdf [--lang L] [--paper a4|letter] [--handout] [--with-members]</translation>
    </message>
    <message>
        <source>Sheet kinds: %1</source>
        <translation>表的種類：%1</translation>
    </message>
    <message>
        <source>Pack: %1 %2 (%3)</source>
        <translation>規則包：%1 %2（%3）</translation>
    </message>
    <message>
        <source>user pack</source>
        <translation>使用者規則包</translation>
    </message>
    <message>
        <source>List the game systems: the kinds of sheet each keeps and its packs.</source>
        <translation>列出遊戲系統：每個系統的表的種類與規則包。</translation>
    </message>
    <message>
        <source>The pack or house-rules profile the campaign plays with (sheetwright-cli systems lists them).</source>
        <translation>戰役所用的規則包或房規設定檔（sheetwright-cli systems 會列出）。</translation>
    </message>
    <message>
        <source>No game system has a pack &quot;%1&quot; (see sheetwright-cli systems).</source>
        <translation>沒有任何遊戲系統有規則包「%1」（見 sheetwright-cli systems）。</translation>
    </message>
    <message>
        <source>FILE [--pack ID]</source>
        <translation>檔案 [--pack 代號]</translation>
    </message>
    <message>
        <source>The campaign could not be read: %1</source>
        <translation>無法讀取戰役：%1</translation>
    </message>
    <message>
        <source>Not undone: %1</source>
        <translation>未復原：%1</translation>
    </message>
    <message>
        <source>Not redone: %1</source>
        <translation>未重做：%1</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>未做任何更動。</translation>
    </message>
    <message>
        <source>The dice given with --rolled are fewer than this roll needs; nothing was changed.</source>
        <translation>--rolled 給的骰子比這次擲骰需要的少；沒有任何變更。</translation>
    </message>
    <message>
        <source>Fate: exact odds of fail, tie, success and style (every difficulty -4 to +8 without one).</source>
        <translation>命運：失敗、平手、成功與絕妙成功的精確機率（未指定難度時列出 -4 到 +8 的每個難度）。</translation>
    </message>
    <message>
        <source>Fate: roll 4dF with a skill; the same seed gives the same dice.</source>
        <translation>命運：以技能擲 4dF；相同的種子擲出相同的骰子。</translation>
    </message>
    <message>
        <source>A sheet is named KIND:ID, where KIND is one of: %1.</source>
        <translation>表以「種類:ID」指名，種類為下列之一：%1。</translation>
    </message>
    <message>
        <source>Only sheets of this kind (the command &quot;systems&quot; lists them).</source>
        <translation>只列出這一種類的表（指令 &quot;systems&quot; 列出所有種類）。</translation>
    </message>
    <message>
        <source>List the campaign&apos;s sheets.</source>
        <translation>列出戰役中的所有表。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a sheet to print: use one of %2.</source>
        <translation>「%1」不是可列印的表：請用下列之一：%2。</translation>
    </message>
    <message>
        <source>A GM override: let the edit break the rules it breaks, for this reason.</source>
        <translation>GM 裁定：以此理由讓這項修改越過它違反的規則。</translation>
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
        <translation>要修改的項目與其數值。</translation>
    </message>
    <message>
        <source>Character verbs:</source>
        <translation>角色表的動詞：</translation>
    </message>
    <message>
        <source>Crew verbs:</source>
        <translation>幫派表的動詞：</translation>
    </message>
    <message>
        <source>Edit a character:ID or a crew:ID.</source>
        <translation>請修改 character:ID 或 crew:ID。</translation>
    </message>
    <message>
        <source>Unknown verb or wrong values for &quot;%1&quot;; the verbs of a %2 are:</source>
        <translation>未知的動詞或「%1」的數值有誤；%2 的動詞有：</translation>
    </message>
    <message>
        <source>&quot;%1&quot; wants: %2</source>
        <translation>「%1」需要：%2</translation>
    </message>
    <message>
        <source>CAMPAIGN character:ID|crew:ID VERB [VALUES…] [--override REASON]</source>
        <translation>CAMPAIGN character:ID|crew:ID VERB [VALUES…] [--override 理由]</translation>
    </message>
    <message>
        <source>Nothing was imported; %1 was not made.</source>
        <translation>沒有匯入任何內容；未建立 %1。</translation>
    </message>
    <message>
        <source>The GM picks one: downtime choose CAMPAIGN DOWNTIME %1.</source>
        <translation>由 GM 挑選其一：downtime choose CAMPAIGN DOWNTIME %1。</translation>
    </message>
    <message>
        <source>--crew reads CAMPAIGN:ID, e.g. table.sheetwright:1.</source>
        <translation>--crew 的格式為 CAMPAIGN:ID，例如 table.sheetwright:1。</translation>
    </message>
    <message>
        <source>At war: Tier %1 (Tier %2 when the war ends).</source>
        <translation>戰爭中：層級 %1（戰爭結束時為層級 %2）。</translation>
    </message>
    <message>
        <source>Acquire asset, incarceration: the tier of this crew (CAMPAIGN:ID), at war the war&apos;s.</source>
        <translation>獲取資產、監禁：使用此幫派（CAMPAIGN:ID）的層級，戰爭中為戰時層級。</translation>
    </message>
    <message>
        <source>CAMPAIGN:ID</source>
        <translation>CAMPAIGN:ID</translation>
    </message>
    <message>
        <source>Meshal: the exact chance of beating each difficulty.</source>
        <translation>Meshal：超過各難度的精確機率。</translation>
    </message>
    <message>
        <source>Meshal: roll in the rulebook&apos;s notation (强壮+3🎲, 6🎲+); the same seed gives the same dice.</source>
        <translation>Meshal：以手冊記法投骰（強壯+3🎲、6🎲+）；同一種子得到相同骰子。</translation>
    </message>
    <message>
        <source>Meshal: an attack in the rulebook&apos;s notation against protections; with --sheet its dice are removed.</source>
        <translation>Meshal：以手冊記法的攻擊對抗防護；加上 --sheet 時移除該角色表的屬性骰。</translation>
    </message>
    <message>
        <source>FILE (--hours N [--seed S] | --points A=N,… | --full)</source>
        <translation>檔案 (--hours N [--seed S] | --points A=N,… | --full)</translation>
    </message>
    <message>
        <source>Meshal: rest a sheet: each hour rolls the damaged attributes&apos; dice, up to the totals.</source>
        <translation>Meshal：讓角色表休息：每小時為受損屬性投骰，恢復至多到屬性總數。</translation>
    </message>
    <message>
        <source>FILE --name NAME [--species ID]</source>
        <translation>檔案 --name 姓名 [--species ID]</translation>
    </message>
    <message>
        <source>Meshal: write a new sheet (3/3/3, 36 Talent) to FILE, a species from the example content.</source>
        <translation>Meshal：將新角色表（3/3/3、36 點潛能）寫入檔案，種族取自範例內容。</translation>
    </message>
    <message>
        <source>Meshal Lite: exact odds, d6 rolls, damage and rest (see meshal --help).</source>
        <translation>Meshal Lite：精確機率、六面骰投骰、傷害與休息（見 meshal --help）。</translation>
    </message>
    <message>
        <source>%1: each line is a name and a password.</source>
        <translation>%1：每一行是一個名稱與一組密碼。</translation>
    </message>
    <message>
        <source>Not a shared campaign&apos;s address (postgresql://USER@HOST/DATABASE): %1</source>
        <translation>這不是共享戰役的位址（postgresql://使用者@主機/資料庫）：%1</translation>
    </message>
    <message>
        <source>The players&apos; names, separated by commas.</source>
        <translation>玩家的名稱，以逗號分隔。</translation>
    </message>
    <message>
        <source>NAMES</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Read the passwords from a file (a name and a password on each line; &quot;gm&quot; for the GM) instead of making them up.</source>
        <translation>從檔案讀取密碼（每行一個名稱與一組密碼；GM 用「gm」），而不自動產生。</translation>
    </message>
    <message>
        <source>The roles could not be made: %1</source>
        <translation>無法建立帳號：%1</translation>
    </message>
    <message>
        <source>The shared campaign is ready. Its roles and passwords, shown this once:</source>
        <translation>共享戰役已就緒。以下帳號與密碼只顯示這一次：</translation>
    </message>
    <message>
        <source>(from the file)</source>
        <translation>（取自檔案）</translation>
    </message>
    <message>
        <source>The sheet could not be given to %1: %2</source>
        <translation>無法將這張表交給 %1：%2</translation>
    </message>
    <message>
        <source>ADDRESS [--players NAMES] [--passwords FILE]</source>
        <translation>位址 [--players 名稱] [--passwords 檔案]</translation>
    </message>
    <message>
        <source>Make an empty PostgreSQL database a shared campaign, with a role for the GM and each player.</source>
        <translation>把一個空的 PostgreSQL 資料庫設為共享戰役，並為 GM 與每位玩家各建立一個帳號。</translation>
    </message>
    <message>
        <source>ADDRESS KIND:ID PLAYER</source>
        <translation>位址 KIND:ID 玩家</translation>
    </message>
    <message>
        <source>Let a player write a sheet of a shared campaign.</source>
        <translation>讓一位玩家可以修改共享戰役中的一張表。</translation>
    </message>
    <message>
        <source>The campaign could not be copied: %1</source>
        <translation>無法複製戰役：%1</translation>
    </message>
    <message>
        <source>CAMPAIGN ADDRESS</source>
        <translation>戰役 位址</translation>
    </message>
    <message>
        <source>Copy a campaign file whole (sheets, journal, rolls) into a shared campaign made by server init.</source>
        <translation>把整個戰役檔案（表、日誌、擲骰）複製到由 server init 建立的共享戰役。</translation>
    </message>
    <message>
        <source>ADDRESS FILE</source>
        <translation>位址 檔案</translation>
    </message>
    <message>
        <source>Copy a shared campaign whole into a new campaign file.</source>
        <translation>把整個共享戰役複製成一個新的戰役檔案。</translation>
    </message>
    <message>
        <source>CAMPAIGN FILE.fari.json [--allow-violations]</source>
        <translation>CAMPAIGN FILE.fari.json [--allow-violations]</translation>
    </message>
    <message>
        <source>Fate: import a character exported from Fari (the campaign is made if missing).</source>
        <translation>命運：匯入從 Fari 匯出的角色（戰役不存在時會建立）。</translation>
    </message>
    <message>
        <source>CAMPAIGN ID OUT.fari.json</source>
        <translation>CAMPAIGN ID OUT.fari.json</translation>
    </message>
    <message>
        <source>Fate: export a character as Fari&apos;s character JSON.</source>
        <translation>命運：將角色匯出為 Fari 的角色 JSON。</translation>
    </message>
    <message>
        <source>Fate: absorb a hit with stress boxes and consequences (one undo step).</source>
        <translation>命運：以壓力格與後果吸收打擊（一個復原步驟）。</translation>
    </message>
    <message>
        <source>CAMPAIGN ID --aspect TEXT [--owner ID] [--free [--holder NAME]]</source>
        <translation>CAMPAIGN ID --aspect TEXT [--owner ID] [--free [--holder NAME]]</translation>
    </message>
    <message>
        <source>Fate: pay for an invoke: a fate point (owed to the owner when hostile) or a free invoke.</source>
        <translation>命運：支付援引：一點命運點（敵對援引時歸形象擁有者，場景後發放）或一次免費援引。</translation>
    </message>
    <message>
        <source>CAMPAIGN ID [--consequences N] [--opponent-rolled]</source>
        <translation>CAMPAIGN ID [--consequences N] [--opponent-rolled]</translation>
    </message>
    <message>
        <source>Fate: concede before the opponent rolls; the fate points are owed until the end.</source>
        <translation>命運：在對手擲骰前讓步；命運點於結束時發放。</translation>
    </message>
    <message>
        <source>CAMPAIGN ID</source>
        <translation>CAMPAIGN ID</translation>
    </message>
    <message>
        <source>Fate: pay out the fate points owed after the scene.</source>
        <translation>命運：發放場景後應得的命運點。</translation>
    </message>
    <message>
        <source>Fate Condensed: exact odds, 4dF rolls, Fari import and export (see fate --help).</source>
        <translation>命運濃縮版：精確機率、4dF 擲骰、Fari 匯入與匯出（見 fate --help）。</translation>
    </message>
    <message>
        <source>[--challenge N] [--modifier N] [--tilt N] [--level N] [--cheer N] [--fixed-dice N]</source>
        <translation>[--challenge N] [--modifier N] [--tilt N] [--level N] [--cheer N] [--fixed-dice N]</translation>
    </message>
    <message>
        <source>Soul Hunter: the exact chance of each CAT of a 2D10 check.</source>
        <translation>狩魂者：2D10檢定每個CAT的精確機率。</translation>
    </message>
    <message>
        <source>Soul Hunter: roll a 2D10 check; the same seed gives the same dice.</source>
        <translation>狩魂者：擲一次2D10檢定；相同種子擲出相同骰子。</translation>
    </message>
    <message>
        <source>--attack N --defence N [--counter] [--late]</source>
        <translation>--attack N --defence N [--counter] [--late]</translation>
    </message>
    <message>
        <source>Soul Hunter: a parry or a counter against an attack (ties, a lower counter counts as 0).</source>
        <translation>狩魂者：對攻擊進行格擋或反制（平手規則；低於攻擊值的反制視為0）。</translation>
    </message>
    <message>
        <source>CAMPAIGN --name NAME [--physique N] [--wisdom N] [--soul N] [--mark TYPE]…</source>
        <translation>戰役 --name 名稱 [--physique N] [--wisdom N] [--soul N] [--mark 類型]…</translation>
    </message>
    <message>
        <source>Soul Hunter: add a new character to a campaign (made when missing).</source>
        <translation>狩魂者：在戰役中新增角色（戰役不存在時建立）。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] [--lingshi N] [--skill ID=N]… [--power NAME] [--power-tag TEXT]… [--flaw TEXT]… [--trait TEXT]… [--learn PACK:ID]… [--prepare NAME]… [--play]</source>
        <translation>戰役 [--sheet ID] [--lingshi N] [--skill ID=N]… [--power 名稱] [--power-tag 文字]… [--flaw 文字]… [--trait 文字]… [--learn 內容包:ID]… [--prepare 名稱]… [--play]</translation>
    </message>
    <message>
        <source>Soul Hunter: write on a character&apos;s sheet; refused when the result breaks a rule.</source>
        <translation>狩魂者：在角色表上填寫；結果違反規則時拒絕。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID]</source>
        <translation>戰役 [--sheet ID]</translation>
    </message>
    <message>
        <source>Soul Hunter: check the campaign&apos;s characters against its rules; list every broken rule and missing setting.</source>
        <translation>狩魂者：依戰役的規則檢查其角色；列出每條違反的規則與缺少的設定。</translation>
    </message>
    <message>
        <source>CAMPAIGN [KEY (VALUE | --clear)]</source>
        <translation>戰役 [鍵 (值 | --clear)]</translation>
    </message>
    <message>
        <source>Soul Hunter: list the campaign&apos;s settings, or fill one in from your rulebook.</source>
        <translation>狩魂者：列出戰役的設定，或依你的規則書填寫一項。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] --amount N [--non-lethal] [--how TEXT]</source>
        <translation>戰役 [--sheet ID] --amount N [--non-lethal] [--how 文字]</translation>
    </message>
    <message>
        <source>Soul Hunter: a character takes damage (Disintegration slashes past max HP).</source>
        <translation>狩魂者：角色承受損傷（達HP上限後在解體護符上劃斬痕）。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] --action flashback|empower|cheer|destiny [--x N] [--cost N] [--levels L,…] [--anxiety N] [--initial]</source>
        <translation>戰役 [--sheet ID] --action flashback|empower|cheer|destiny [--x N] [--cost N] [--levels L,…] [--anxiety N] [--initial]</translation>
    </message>
    <message>
        <source>Soul Hunter: a style action paid with SP and anxiety.</source>
        <translation>狩魂者：以SP與焦慮支付的時髦動作。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] --sp N [--initial]</source>
        <translation>戰役 [--sheet ID] --sp N [--initial]</translation>
    </message>
    <message>
        <source>Soul Hunter: spend SP to remove as much anxiety.</source>
        <translation>狩魂者：消耗SP，消除等量的焦慮。</translation>
    </message>
    <message>
        <source>Soul Hunter: the next scene (MP, SP, FP back, damage removed).</source>
        <translation>狩魂者：進入下個場景（恢復MP、SP、FP，消除損傷）。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] (--start | --end)</source>
        <translation>戰役 [--sheet ID] (--start | --end)</translation>
    </message>
    <message>
        <source>Soul Hunter: enter or end an interlude.</source>
        <translation>狩魂者：進入或結束間章。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--sheet ID] (--award N | --spend KIND)</source>
        <translation>戰役 [--sheet ID] (--award N | --spend 種類)</translation>
    </message>
    <message>
        <source>Soul Hunter: award XP, or spend it in an interlude (growth_kp, growth_sp, growth_fortune, remove_jieti, remove_shige).</source>
        <translation>狩魂者：給予XP，或在間章花費XP（growth_kp、growth_sp、growth_fortune、remove_jieti、remove_shige）。</translation>
    </message>
    <message>
        <source>CAMPAIGN --name NAME --tag TEXT… [--known I,…]</source>
        <translation>戰役 --name 名稱 --tag 文字… [--known I,…]</translation>
    </message>
    <message>
        <source>Soul Hunter: the GM adds a Sin with 1 to 3 obsession tags.</source>
        <translation>狩魂者：GM新增一個擁有1~3個執念標籤的罪孽。</translation>
    </message>
    <message>
        <source>CAMPAIGN --sin ID --cat N [--up I,…] [--down I,…] [--method TEXT] [--after-roll] [--used-this-round]</source>
        <translation>戰役 --sin ID --cat N [--up I,…] [--down I,…] [--method 文字] [--after-roll] [--used-this-round]</translation>
    </message>
    <message>
        <source>Soul Hunter: activate a Sin&apos;s known obsession tags on a check, CAT ±1 each.</source>
        <translation>狩魂者：在檢定中激活罪孽的已知執念標籤，每個使CAT±1。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--import FILE | --export ID --out OUT]</source>
        <translation>戰役 [--import 檔案 | --export ID --out 輸出]</translation>
    </message>
    <message>
        <source>Soul Hunter: the campaign&apos;s content packs (marks, soul weapons, ultimates, techniques, enchantments): list, import, export.</source>
        <translation>狩魂者：戰役的內容包（靈能印記、靈魂武器、狩魂絕技、技藝、附魔）：列出、匯入、匯出。</translation>
    </message>
    <message>
        <source>Soul Hunter TRPG with the additional rules: exact odds, 2D10 checks, sheets in a campaign (see soulhunter --help).</source>
        <translation>狩魂者TRPG（追加規則）：精確機率、2D10檢定、戰役中的角色表（見 soulhunter --help）。</translation>
    </message>
    <message>
        <source>CAMPAIGN [--export OUT.json]</source>
        <translation>戰役 [--export 輸出.json]</translation>
    </message>
    <message>
        <source>Meshal: list the campaign&apos;s own species, features, abilities and items, or write them as a pack (import one with import).</source>
        <translation>Meshal：列出戰役自己的種族、特徵、能力與物品，或寫成內容包（以 import 匯入內容包）。</translation>
    </message>
    <message>
        <source>FIRST SECOND [--faces-first F --faces-second F | --seed S] [--progressive N [--max-rounds N]]</source>
        <translation>第一方 第二方 [--faces-first F --faces-second F | --seed S] [--progressive N [--max-rounds N]]</translation>
    </message>
    <message>
        <source>Meshal: a contest of two rolls (4🎲 against 3🎲+): the exact odds of each side and of a tie, then the roll.</source>
        <translation>Meshal：兩方對抗投骰（4🎲 對 3🎲+）：先列出雙方獲勝與平手的確切機率，再投骰。</translation>
    </message>
    <message>
        <source>The campaign file.</source>
        <translation>戰役檔案。</translation>
    </message>
    <message>
        <source>One or more sheets or pages of any game system: %1.</source>
        <translation>任何遊戲系統的一張或多張表或頁面：%1。</translation>
    </message>
    <message>
        <source>Print the sheets of any game system to a PDF (the sheets and pages: --help).</source>
        <translation>把任何遊戲系統的表印成 PDF（可印的表與頁面：見 --help）。</translation>
    </message>
    <message>
        <source>CAMPAIGN ID --shifts N [--track T] [--boxes 1,2] [--consequence SLOT=TEXT] [--by NAME] [--replaces N]</source>
        <translation>戰役 代號 --shifts N [--track T] [--boxes 1,2] [--consequence 欄=文字] [--by 名字] [--replaces N]</translation>
    </message>
    <message>
        <source>CAMPAIGN [PACK_ID]</source>
        <translation>戰役 [規則包代號]</translation>
    </message>
    <message>
        <source>Fate: list the Fate packs and profiles; with an id, the campaign plays with that one (one undo step).</source>
        <translation>命運：列出命運規則包與配置；給代號則戰役改用該規則包（一個復原步驟）。</translation>
    </message>
    <message>
        <source>Fate: start of session, every character&apos;s fate points rise to their refresh (one undo step).</source>
        <translation>命運：遊戲開始，每個角色的命運點補到其重振值（一個復原步驟）。</translation>
    </message>
    <message>
        <source>Fate: end of scene, stress and boosts clear, owed fate points are paid (one undo step).</source>
        <translation>命運：場景結束，清除壓力與推助，發放應得的命運點（一個復原步驟）。</translation>
    </message>
    <message>
        <source>odds|roll|import|export|hit|invoke|concede|payout|pack|session-start|end-scene [OPTIONS]</source>
        <translation>odds|roll|import|export|hit|invoke|concede|payout|pack|session-start|end-scene [選項]</translation>
    </message>
    <message>
        <source>Pencil edits of a character or crew sheet, as on the sheet: stress, harm, healing, XP, advances, coin, stash, load, items, tier, hold …</source>
        <translation>像在表上一樣修改角色表或幫派表：壓力、傷害、治療、經驗點、成長、錢幣、私金、負重、道具、層級、凝聚……</translation>
    </message>
    <message>
        <source>Desperate roll: mark 1 XP on the action&apos;s attribute.</source>
        <translation>絕望擲骰：在該行動所屬屬性標記 1 點經驗點。</translation>
    </message>
    <message>
        <source>[--campaign FILE [--sheet ID] [--attribute A] [--skill ID] [--mark I] [--flaw I] [--grievous I] [--trait ±1] [--power-tag I[:N]] [--helper ID]…] [--challenge N] [--modifier N] [--tilt N] [--level N] [--cheer N] [--fixed-dice N] [--as parry|counter|hazard|resistance] [--reroll DICE] [--faces F | --seed S]</source>
        <translation>[--campaign FILE [--sheet ID] [--attribute A] [--skill ID] [--mark I] [--flaw I] [--grievous I] [--trait ±1] [--power-tag I[:N]] [--helper ID]…] [--challenge N] [--modifier N] [--tilt N] [--level N] [--cheer N] [--fixed-dice N] [--as parry|counter|hazard|resistance] [--reroll DICE] [--faces F | --seed S]</translation>
    </message>
    <message>
        <source>CAMPAIGN [--name NAME] [--tag TEXT]… [--remove-tag TEXT]… [--challenge N | --no-challenge]</source>
        <translation>戰役 [--name 名稱] [--tag 文字]… [--remove-tag 文字]… [--challenge N | --no-challenge]</translation>
    </message>
    <message>
        <source>Soul Hunter: the GM&apos;s current scene, its scene tags and the challenge value its checks start from.</source>
        <translation>狩魂者：GM 的當前場景、其場景標籤，以及場景中檢定的起始挑戰值。</translation>
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
        <translation>投骰 [--might N] [--energy N] [--spirit N] [--advantage N] [--disadvantage N] [--bearing] [--hold N] [--difficulty N] [--faces F | --seed S] [--campaign 檔案 [--secret]]</translation>
    </message>
    <message>
        <source>ATTACK | --attacker FILE --weapon KEY [--attack N]; (--roll N | --faces F | --seed S) [--sheet FILE [--split A=N,…] | --physical N --erosion N --occult N --immune T,…] [--defence D --defence-points N]</source>
        <translation>攻擊 | --attacker 檔案 --weapon 鍵 [--attack N]；(--roll N | --faces F | --seed S) [--sheet 檔案 [--split A=N,…] | --physical N --erosion N --occult N --immune T,…] [--defence D --defence-points N]</translation>
    </message>
    <message>
        <source>BEARER CREATURE [--already N]</source>
        <translation>背負者 被背負者 [--already N]</translation>
    </message>
    <message>
        <source>Meshal: may one sheet&apos;s creature bear another&apos;s (one at a time, no larger, rule 62); its halved speeds.</source>
        <translation>Meshal：一張角色表的生物能否背負另一張的（每次一個、體型不大於自己，規則 62）；以及減半的移速。</translation>
    </message>
    <message>
        <source>odds|roll|contest|damage|rest|new|bear|content [OPTIONS]</source>
        <translation>odds|roll|contest|damage|rest|new|bear|content [選項]</translation>
    </message>
    <message>
        <source>CAMPAIGN (--scene | --sin ID) [--add NAME --kind KIND [--capacity N] | --remove I | --mark I [--note TEXT] | --clear I]</source>
        <translation>戰役 (--scene | --sin ID) [--add 名稱 --kind 種類 [--capacity N] | --remove I | --mark I [--note 文字] | --clear I]</translation>
    </message>
    <message>
        <source>Soul Hunter: the charms of the current scene or of a Sin: add, remove, mark or clear a slash (one undo step each).</source>
        <translation>狩魂者：目前場景或罪孽的護符：新增、移除、畫下或清除斬痕（每項一個復原步驟）。</translation>
    </message>
    <message>
        <source>odds|roll|defend|new|edit|validate|setting|damage|style|relieve|scene|interlude|XP|sin|obsession|gmscene|charm|content [OPTIONS]</source>
        <translation>odds|roll|defend|new|edit|validate|setting|damage|style|relieve|scene|interlude|xp|sin|obsession|gmscene|charm|content [選項]</translation>
    </message>
    <message>
        <source>The shared campaign could not be brought up to date (run this as the database&apos;s owner, the role that ran server init); nothing was changed: %1</source>
        <translation>無法更新共享戰役（請以資料庫擁有者，也就是執行 server init 的帳號執行）；未做任何變更：%1</translation>
    </message>
    <message>
        <source>The shared campaign is up to date with this build&apos;s rules.</source>
        <translation>共享戰役已更新為此版本的規則。</translation>
    </message>
    <message>
        <source>Kinds whose GM rules changed: %1. Kept from the players again: %2 sheets, %3 journal entries.</source>
        <translation>GM 規則有變更的種類：%1。重新對玩家隱藏：%2 張表、%3 筆日誌紀錄。</translation>
    </message>
    <message>
        <source>The rights of the GM&apos;s and the players&apos; roles were put again.</source>
        <translation>已重新設定 GM 與玩家帳號的權限。</translation>
    </message>
    <message>
        <source>The campaign has no roles yet (server init makes them): no rights were put.</source>
        <translation>此戰役尚無帳號（由 server init 建立）：未設定任何權限。</translation>
    </message>
    <message>
        <source>ADDRESS</source>
        <translation>位址</translation>
    </message>
    <message>
        <source>Bring a shared campaign made by an earlier build up to this build&apos;s rules and rights (as the database&apos;s owner; again changes nothing).</source>
        <translation>將舊版建立的共享戰役更新為此版本的規則與權限（以資料庫擁有者身分執行；再執行一次不會有任何變更）。</translation>
    </message>
    <message>
        <source>init|assign|upgrade ADDRESS …</source>
        <translation>init|assign|upgrade 位址 …</translation>
    </message>
    <message>
        <source>Set up a shared campaign on a PostgreSQL server (server init, server assign, server upgrade).</source>
        <translation>在 PostgreSQL 伺服器上設定共享戰役（server init、server assign、server upgrade）。</translation>
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
        <translation>「%1」上的免費援引：%2</translation>
    </message>
    <message>
        <source>Stunt &quot;%1&quot;: +%2 to %3 when you %4 (Fari keeps only the stunt&apos;s words)</source>
        <translation>絕技「%1」：%4時以%3 +%2（Fari 只保存絕技的文字）</translation>
    </message>
    <message>
        <source>Stunt &quot;%1&quot; costs a fate point</source>
        <translation>絕技「%1」需花費命運點</translation>
    </message>
    <message>
        <source>Stunt &quot;%1&quot; lets %2 be used to %3</source>
        <translation>絕技「%1」讓%2可用於%3</translation>
    </message>
    <message>
        <source>Consequence &quot;%1&quot;: made by %2; free invokes %3</source>
        <translation>後果「%1」：由%2造成；免費援引 %3</translation>
    </message>
    <message>
        <source>Boost: %1</source>
        <translation>推助：%1</translation>
    </message>
    <message>
        <source>Fate points owed after the scene: %1</source>
        <translation>場景後應得的命運點：%1</translation>
    </message>
    <message>
        <source>GM override of %1 (%2): %3</source>
        <translation>GM 覆寫 %1（%2）：%3</translation>
    </message>
    <message>
        <source>Skill steps saved for a major milestone: %1</source>
        <translation>保留到突破點的技能提升：%1</translation>
    </message>
    <message>
        <source>The character is still being made</source>
        <translation>角色仍在創角中</translation>
    </message>
    <message>
        <source>%1 / %2: %3</source>
        <translation>%1 / %2：%3</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>筆記</translation>
    </message>
    <message>
        <source>The skill %1 has the rating &quot;%2&quot;; a rating is a whole number from 0 to 12.</source>
        <translation>技能 %1 的等級是「%2」；等級須為 0 到 12 的整數。</translation>
    </message>
    <message>
        <source>%1 is %2; fate points are never below 0.</source>
        <translation>%1 為 %2；命運點不能低於 0。</translation>
    </message>
    <message>
        <source>%1 has the maximum %2; refresh is never below 0.</source>
        <translation>%1 的上限為 %2；重振不能低於 0。</translation>
    </message>
    <message numerus="yes">
        <source>%n box(es) marked</source>
        <translation>
            <numerusform>已標記 %n 格</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is not a JSON object (%1 at byte %2).</source>
        <translation>檔案不是 JSON 物件（第 %2 位元組：%1）。</translation>
    </message>
    <message>
        <source>an array or a value</source>
        <translation>是陣列或單一值</translation>
    </message>
    <message>
        <source>The file is a Fari backup of many characters and scenes; export one character from Fari and import that.</source>
        <translation>這個檔案是 Fari 的整體備份，含多個角色與場景；請從 Fari 匯出單一角色後再匯入。</translation>
    </message>
    <message>
        <source>The file is a Fari %1, not a character.</source>
        <translation>這個檔案是 Fari 的 %1，不是角色。</translation>
    </message>
    <message>
        <source>The file is an old Fari character (version 1 or 2); open it in Fari once to update it, export it again, and import that.</source>
        <translation>這是舊版 Fari 角色（第 1 或 2 版）；請先在 Fari 開啟一次以更新，重新匯出後再匯入。</translation>
    </message>
    <message>
        <source>The file has no pages of sections: it is not a Fari character.</source>
        <translation>檔案沒有含區塊的頁面：不是 Fari 角色。</translation>
    </message>
    <message>
        <source>Unnamed Fari character</source>
        <translation>未命名的 Fari 角色</translation>
    </message>
    <message>
        <source>Group: %1</source>
        <translation>群組：%1</translation>
    </message>
    <message>
        <source>Stress: box %1 of track %2 is marked; the sheet has %3 boxes there.</source>
        <translation>壓力：第 %2 條壓力軌的第 %1 格已標記；角色表在那裡只有 %3 格。</translation>
    </message>
</context>
<context>
    <name>sw::fate::FateCli</name>
    <message>
        <source>--%1 takes a whole number from %2 to %3.</source>
        <translation>--%1 須為 %2 到 %3 的整數。</translation>
    </message>
    <message>
        <source>The skill&apos;s rating (default 0).</source>
        <translation>技能等級（預設 0）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Fixed bonuses: stunts and +2 invokes (default 0).</source>
        <translation>固定加值：絕技與 +2 援引（預設 0）。</translation>
    </message>
    <message>
        <source>Against this difficulty only.</source>
        <translation>只列出這個難度。</translation>
    </message>
    <message>
        <source>Against an opposed roll with this rating and bonuses.</source>
        <translation>對上以此等級與加值擲骰的對抗。</translation>
    </message>
    <message>
        <source>against</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>opposed %1</source>
        <translation>對抗 %1</translation>
    </message>
    <message>
        <source>Cases: %1</source>
        <translation>情況數：%1</translation>
    </message>
    <message>
        <source>Hit: %1</source>
        <translation>打擊：%1</translation>
    </message>
    <message>
        <source>Hit taken: %1</source>
        <translation>受到打擊：%1</translation>
    </message>
    <message>
        <source>The difficulty (default 0).</source>
        <translation>難度（預設 0）。</translation>
    </message>
    <message>
        <source>The opposing roll&apos;s effort, instead of a difficulty.</source>
        <translation>對抗擲骰的成果，取代難度。</translation>
    </message>
    <message>
        <source>overcome (default), create_advantage, attack or defend.</source>
        <translation>overcome（克服，預設）、create_advantage（創造優勢）、attack（攻擊）或 defend（防禦）。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>The dice as rolled at the table, e.g. 0+-+.</source>
        <translation>桌上擲出的骰子，例如 0+-+。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Seed for a roll that can be repeated.</source>
        <translation>亂數種子，用於可重現的擲骰。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>Give a difficulty or an opposed effort, not both.</source>
        <translation>請給難度或對抗成果，不可兩者都給。</translation>
    </message>
    <message>
        <source>Unknown action &quot;%1&quot;; use overcome, create_advantage, attack or defend.</source>
        <translation>未知的行動「%1」；請用 overcome、create_advantage、attack 或 defend。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 up.</source>
        <translation>種子必須是 0 或以上的整數。</translation>
    </message>
    <message>
        <source>--faces takes four dice written with +, - and 0, e.g. 0+-+.</source>
        <translation>--faces 須為以 +、- 與 0 寫成的四顆骰子，例如 0+-+。</translation>
    </message>
    <message>
        <source>An attack is rolled against the defender&apos;s effort: give --opposed.</source>
        <translation>攻擊要對上防禦者的成果：請給 --opposed。</translation>
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
        <translation>對抗：%1</translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>難度：%1</translation>
    </message>
    <message>
        <source>Shifts: %1</source>
        <translation>檔次：%1</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <translation>結果：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>種子：%1</translation>
    </message>
    <message>
        <source>The campaign has no Fate character %1.</source>
        <translation>戰役中沒有命運角色 %1。</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>沒有任何變更。</translation>
    </message>
    <message>
        <source>%1: fate points %2, owed after the scene %3</source>
        <translation>%1：命運點 %2，場景後應得 %3</translation>
    </message>
    <message>
        <source>The hit&apos;s shifts.</source>
        <translation>打擊的檔次。</translation>
    </message>
    <message>
        <source>physical (default) or mental.</source>
        <translation>physical（物理，預設）或 mental（心靈）。</translation>
    </message>
    <message>
        <source>TRACK</source>
        <translation>TRACK</translation>
    </message>
    <message>
        <source>Stress boxes to mark, counted from 1 (e.g. 1,2).</source>
        <translation>要標記的壓力格，從 1 起算（例如 1,2）。</translation>
    </message>
    <message>
        <source>LIST</source>
        <translation>LIST</translation>
    </message>
    <message>
        <source>A consequence to take: SLOT=TEXT (mild, moderate, severe…); may repeat.</source>
        <translation>承受的後果：SLOT=TEXT（mild 輕微、moderate 中度、severe 嚴重…）；可重複。</translation>
    </message>
    <message>
        <source>SLOT=TEXT</source>
        <translation>SLOT=TEXT</translation>
    </message>
    <message>
        <source>Who inflicted the hit: gets 1 free invoke on each consequence.</source>
        <translation>造成打擊者：在每個後果上得到 1 次免費援引。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>--shifts takes a whole number from 1 up.</source>
        <translation>--shifts 須為 1 以上的整數。</translation>
    </message>
    <message>
        <source>%1 can absorb at most %2 on that track: taken out.</source>
        <translation>%1 在那條壓力軌最多只能吸收 %2：被剔除。</translation>
    </message>
    <message>
        <source>%1 absorbs a hit of %2</source>
        <translation>%1 吸收 %2 檔次的打擊</translation>
    </message>
    <message>
        <source>The aspect invoked, as written.</source>
        <translation>被援引的形象，照寫下的文字。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <source>The character whose aspect it is (default: the roller&apos;s own; another&apos;s is a hostile invoke).</source>
        <translation>形象所屬的角色（預設為擲骰者自己；他人的形象即為敵對援引）。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Use a free invoke instead of a fate point.</source>
        <translation>使用免費援引而不花命運點。</translation>
    </message>
    <message>
        <source>Who holds the free invoke (default: the roller).</source>
        <translation>持有免費援引者（預設為擲骰者）。</translation>
    </message>
    <message>
        <source>%1 invokes %2</source>
        <translation>%1 援引 %2</translation>
    </message>
    <message>
        <source>Consequences taken in this conflict (default 0).</source>
        <translation>本次衝突承受的後果數（預設 0）。</translation>
    </message>
    <message>
        <source>The opponent has rolled already (too late to concede).</source>
        <translation>對手已經擲骰（來不及讓步）。</translation>
    </message>
    <message>
        <source>Too late: a concession comes before the opponent rolls (rule 25).</source>
        <translation>太遲了：讓步必須在對手擲骰之前（規則 25）。</translation>
    </message>
    <message>
        <source>%1 concedes</source>
        <translation>%1 讓步</translation>
    </message>
    <message>
        <source>%1 is paid the owed fate points</source>
        <translation>%1 獲發應得的命運點</translation>
    </message>
    <message>
        <source>(accepted by a GM override)</source>
        <translation>（已由 GM 裁定接受）</translation>
    </message>
    <message>
        <source>Import a character that breaks rules, listing the problems.</source>
        <translation>即使角色違反規則也匯入，並列出問題。</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>沒有匯入任何東西。</translation>
    </message>
    <message>
        <source>not mapped:</source>
        <translation>未對應：</translation>
    </message>
    <message>
        <source>The character breaks rules; nothing was imported (see --allow-violations).</source>
        <translation>角色違反規則；沒有匯入任何東西（見 --allow-violations）。</translation>
    </message>
    <message>
        <source>Imported from Fari</source>
        <translation>從 Fari 匯入</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>匯入 %1</translation>
    </message>
    <message>
        <source>Imported %1:%2</source>
        <translation>已匯入 %1:%2</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已寫入 %1</translation>
    </message>
    <message>
        <source>%1 is not a valid Fate character file.</source>
        <translation>%1 不是有效的命運角色檔案。</translation>
    </message>
    <message>
        <source>%1: the sheet follows the rules.</source>
        <translation>%1：角色表符合規則。</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>違反了 %n 條規則。</numerusform>
        </translation>
    </message>
    <message>
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <source>Logged in %1.</source>
        <translation>已記入 %1 的擲骰紀錄。</translation>
    </message>
    <message>
        <source>Write the roll to this campaign&apos;s roll log.</source>
        <translation>把這次擲骰寫入此戰役的擲骰紀錄。</translation>
    </message>
    <message>
        <source>CAMPAIGN</source>
        <translation>戰役</translation>
    </message>
    <message>
        <source>With --log: the Fate character who rolls (default: the GM).</source>
        <translation>配合 --log：擲骰的命運角色（預設為 GM）。</translation>
    </message>
    <message>
        <source>Nothing to change.</source>
        <translation>沒有要改變的。</translation>
    </message>
    <message>
        <source>No Fate pack &quot;%1&quot; in %2 loads.</source>
        <translation>%2 中沒有可載入的命運規則包「%1」。</translation>
    </message>
    <message>
        <source>Play with the Fate pack %1</source>
        <translation>改用命運規則包 %1</translation>
    </message>
    <message>
        <source>A pack in %1 does not load: %2</source>
        <translation>%1 中有個規則包無法載入：%2</translation>
    </message>
    <message>
        <source>The campaign names the Fate pack &quot;%1&quot;, which this machine does not have; the built-in pack is used.</source>
        <translation>戰役指定的命運規則包「%1」不在這臺電腦上；改用內建規則包。</translation>
    </message>
    <message>
        <source>%1: fate points %2</source>
        <translation>%1：命運點 %2</translation>
    </message>
    <message>
        <source>Start of Session</source>
        <translation>遊戲開始</translation>
    </message>
    <message>
        <source>%1: fate points %2, boosts %3</source>
        <translation>%1：命運點 %2，推助 %3</translation>
    </message>
    <message>
        <source>End of Scene</source>
        <translation>場景結束</translation>
    </message>
    <message>
        <source>With an extreme consequence: the aspect it replaces, counted from 1 (not the high concept).</source>
        <translation>承受極端後果時：它取代的形象，從 1 起算（不可是高概念）。</translation>
    </message>
    <message>
        <source>The Fate pack or profile whose words to use (see fate pack; default: the campaign&apos;s, else the built-in one).</source>
        <translation>使用哪個命運規則包或配置的用語（見 fate pack；預設為戰役所用的，否則為內建規則包）。</translation>
    </message>
    <message>
        <source>The campaign plays with the Fate pack %1 (%2); leave out --pack or name that one.</source>
        <translation>戰役使用命運規則包 %1（%2）；請省略 --pack 或指定該規則包。</translation>
    </message>
    <message>
        <source>Use the words of the Fate pack this campaign plays with.</source>
        <translation>使用這個戰役所用命運規則包的用語。</translation>
    </message>
</context>
<context>
    <name>sw::meshal::MeshalCli</name>
    <message>
        <source>--%1 takes a whole number from %2 to %3.</source>
        <translation>--%1 須為 %2 至 %3 的整數。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 up.</source>
        <translation>種子須為 0 以上的整數。</translation>
    </message>
    <message>
        <source>The roller&apos;s current Might dice (default 0).</source>
        <translation>投骰者現有的強壯骰（預設 0）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>The roller&apos;s current Energy dice (default 0).</source>
        <translation>投骰者現有的活力骰（預設 0）。</translation>
    </message>
    <message>
        <source>The roller&apos;s current Spirit dice (default 0).</source>
        <translation>投骰者現有的精神骰（預設 0）。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a Meshal sheet: %2</source>
        <translation>%1 不是 Meshal 角色表：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot read the roll &quot;%1&quot;: %2</source>
        <translation>無法讀取投骰「%1」：%2</translation>
    </message>
    <message>
        <source>How many dice (1 to 20).</source>
        <translation>骰子顆數（1 至 20）。</translation>
    </message>
    <message>
        <source>The roll in the rulebook&apos;s notation, e.g. 强壮+3🎲.</source>
        <translation>以手冊記法寫的投骰，例如 強壯+3🎲。</translation>
    </message>
    <message>
        <source>ROLL</source>
        <translation>投骰</translation>
    </message>
    <message>
        <source>A face-total roll (🎲+) instead of points.</source>
        <translation>以骰面總和（🎲+）代替點數。</translation>
    </message>
    <message>
        <source>Advantages: one more die each.</source>
        <translation>優勢：每個多投一顆骰子。</translation>
    </message>
    <message>
        <source>Disadvantages: one die fewer each (at least one die is rolled).</source>
        <translation>劣勢：每個少投一顆骰子（至少投出一顆）。</translation>
    </message>
    <message>
        <source>Against this difficulty only.</source>
        <translation>只計算此難度。</translation>
    </message>
    <message>
        <source>Odds are counted for at most %1 dice.</source>
        <translation>機率最多計算 %1 顆骰子。</translation>
    </message>
    <message>
        <source>Dice: %1 (%2)</source>
        <translation>骰數：%1（%2）</translation>
    </message>
    <message>
        <source>Mean: %1</source>
        <translation>平均：%1</translation>
    </message>
    <message>
        <source>Above</source>
        <translation>大於</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>機率</translation>
    </message>
    <message>
        <source>Cases: %1</source>
        <translation>情況數：%1</translation>
    </message>
    <message>
        <source>Hold back: roll at most this many dice (at least one).</source>
        <translation>留手：最多投出這麼多顆骰子（至少一顆）。</translation>
    </message>
    <message>
        <source>Succeed only above this difficulty.</source>
        <translation>結果須大於此難度才算成功。</translation>
    </message>
    <message>
        <source>The dice as rolled at the table, e.g. 3,1,2,6.</source>
        <translation>桌上實際擲出的骰子，例如 3,1,2,6。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Seed for a roll that can be repeated.</source>
        <translation>可重現投骰的種子。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>--faces takes %1 dice from 1 to 6, e.g. 3,1,2,6.</source>
        <translation>--faces 須為 %1 顆 1 至 6 的骰子，例如 3,1,2,6。</translation>
    </message>
    <message>
        <source>Dice rolled: %1</source>
        <translation>投出骰數：%1</translation>
    </message>
    <message>
        <source>Faces: %1</source>
        <translation>骰面：%1</translation>
    </message>
    <message>
        <source>Result: %1 (%2)</source>
        <translation>結果：%1（%2）</translation>
    </message>
    <message>
        <source>Difficulty %1: success</source>
        <translation>難度 %1：成功</translation>
    </message>
    <message>
        <source>Difficulty %1: failure</source>
        <translation>難度 %1：失敗</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>種子：%1</translation>
    </message>
    <message>
        <source>%1 dice: %2 → %3 (total %4)</source>
        <translation>%1骰：%2 → %3（總數 %4）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>Conscious again</source>
        <translation>恢復清醒</translation>
    </message>
    <message>
        <source>The attack roll&apos;s result.</source>
        <translation>攻擊投骰的結果。</translation>
    </message>
    <message>
        <source>The attack&apos;s dice as rolled at the table, e.g. 3,1,2,6.</source>
        <translation>桌上實際擲出的攻擊骰，例如 3,1,2,6。</translation>
    </message>
    <message>
        <source>The defender&apos;s sheet file: its protections count and its dice are removed.</source>
        <translation>受擊者的角色表檔案：計入其防護並移除其屬性骰。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Where the damage goes when the attack names several attributes, e.g. might=1,spirit=2.</source>
        <translation>攻擊指定多項屬性時傷害的分配，例如 might=1,spirit=2。</translation>
    </message>
    <message>
        <source>A=N,…</source>
        <translation>A=N,…</translation>
    </message>
    <message>
        <source>The defender&apos;s physical protection (without --sheet).</source>
        <translation>受擊者的物理防護（未給 --sheet 時）。</translation>
    </message>
    <message>
        <source>The defender&apos;s erosion protection (without --sheet).</source>
        <translation>受擊者的侵蝕防護（未給 --sheet 時）。</translation>
    </message>
    <message>
        <source>The defender&apos;s occult protection (without --sheet).</source>
        <translation>受擊者的靈異防護（未給 --sheet 時）。</translation>
    </message>
    <message>
        <source>Attack types the defender is immune to: physical, erosion, occult, raw.</source>
        <translation>受擊者免疫的攻擊類型：physical（物理）、erosion（侵蝕）、occult（靈異）、raw（真實）。</translation>
    </message>
    <message>
        <source>T,…</source>
        <translation>T,…</translation>
    </message>
    <message>
        <source>The defence chosen after the roll: parry, dodge or resist.</source>
        <translation>看過攻擊投骰後選擇的防禦：parry（格擋）、dodge（閃避）或 resist（抵抗）。</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>The defence roll&apos;s points.</source>
        <translation>防禦投骰的點數。</translation>
    </message>
    <message>
        <source>Cannot read the attack &quot;%1&quot;: %2</source>
        <translation>無法讀取攻擊「%1」：%2</translation>
    </message>
    <message>
        <source>Unknown defence &quot;%1&quot;; use parry, dodge or resist.</source>
        <translation>未知的防禦「%1」；請用 parry、dodge 或 resist。</translation>
    </message>
    <message>
        <source>An unconscious character cannot defend.</source>
        <translation>昏迷的角色無法防禦。</translation>
    </message>
    <message>
        <source>This attack cannot be met with that defence.</source>
        <translation>此攻擊不可用該防禦應對。</translation>
    </message>
    <message>
        <source>Attack roll: %1</source>
        <translation>攻擊投骰：%1</translation>
    </message>
    <message>
        <source>Miss: a roll of 0 never hits.</source>
        <translation>未命中：投骰結果為 0 的攻擊不會命中。</translation>
    </message>
    <message>
        <source>No effect: immune to every type of the attack.</source>
        <translation>無效：免疫此攻擊的所有類型。</translation>
    </message>
    <message>
        <source>Protection: %1</source>
        <translation>防護：%1</translation>
    </message>
    <message>
        <source>Damage: %1</source>
        <translation>傷害：%1</translation>
    </message>
    <message>
        <source>Solid defence</source>
        <translation>完全防禦</translation>
    </message>
    <message>
        <source>--split takes attribute=dice pairs, e.g. might=1,spirit=2.</source>
        <translation>--split 須為「屬性=骰數」，例如 might=1,spirit=2。</translation>
    </message>
    <message>
        <source>The split must give all %1 damage to the attributes the attack names.</source>
        <translation>分配須把全部 %1 點傷害分給攻擊指定的屬性。</translation>
    </message>
    <message>
        <source>Full hours of rest (each rolls the damaged attributes&apos; dice).</source>
        <translation>休息的整小時數（每小時為受損屬性投骰）。</translation>
    </message>
    <message>
        <source>One hour with the points already rolled, e.g. spirit=3.</source>
        <translation>一小時休息，點數已擲出，例如 spirit=3。</translation>
    </message>
    <message>
        <source>A full rest: every die back.</source>
        <translation>充分休息：恢復所有屬性骰。</translation>
    </message>
    <message>
        <source>Give one of --hours, --points or --full.</source>
        <translation>請給出 --hours、--points 或 --full 其中之一。</translation>
    </message>
    <message>
        <source>--points takes attribute=points pairs, e.g. spirit=3.</source>
        <translation>--points 須為「屬性=點數」，例如 spirit=3。</translation>
    </message>
    <message>
        <source>%1: rolled %2, recovered %3</source>
        <translation>%1：擲出 %2，恢復 %3</translation>
    </message>
    <message>
        <source>Hour %1: %2 rolled %3, recovered %4</source>
        <translation>第 %1 小時：%2擲出 %3，恢復 %4</translation>
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
        <translation>範例內容中的種族（human 人類、shengyong 聖俑）。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>A new sheet needs --name.</source>
        <translation>新角色表需要 --name。</translation>
    </message>
    <message>
        <source>No species &quot;%1&quot; in the example content.</source>
        <translation>範例內容中沒有種族「%1」。</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已寫入 %1</translation>
    </message>
    <message>
        <source>Import content pack %1</source>
        <translation>匯入內容包 %1</translation>
    </message>
    <message>
        <source>Imported content pack %1: %2 new, %3 replaced.</source>
        <translation>已匯入內容包 %1：新增 %2 項，取代 %3 項。</translation>
    </message>
    <message>
        <source>The pack is marked as an example: its entries show the format, they are not rules.</source>
        <translation>此內容包標示為範例：其條目示範格式，並非規則內容。</translation>
    </message>
    <message>
        <source>Write the campaign&apos;s content as a pack to FILE.</source>
        <translation>將戰役的內容寫成內容包至 FILE。</translation>
    </message>
    <message>
        <source>the first side wins</source>
        <translation>第一方獲勝</translation>
    </message>
    <message>
        <source>the second side wins</source>
        <translation>第二方獲勝</translation>
    </message>
    <message>
        <source>a tie: the rulebook leaves it to the host</source>
        <translation>平手：規則書未定義，由主持人裁定</translation>
    </message>
    <message>
        <source>The first side&apos;s dice as rolled at the table, e.g. 3,1,2,6.</source>
        <translation>第一方在桌上擲出的骰子，例如 3,1,2,6。</translation>
    </message>
    <message>
        <source>The second side&apos;s dice as rolled at the table.</source>
        <translation>第二方在桌上擲出的骰子。</translation>
    </message>
    <message>
        <source>A progressive contest: rounds until a total reaches this.</source>
        <translation>累加對抗：逐輪投骰，直至總和達到此數。</translation>
    </message>
    <message>
        <source>A progressive contest stops after this many rounds (default 20).</source>
        <translation>累加對抗在此輪數後停止（預設 20）。</translation>
    </message>
    <message>
        <source>First: %1 dice (%2); second: %3 dice (%4)</source>
        <translation>第一方：%1 顆骰子（%2）；第二方：%3 顆骰子（%4）</translation>
    </message>
    <message>
        <source>No side reached %1 in %2 rounds.</source>
        <translation>%2 輪內沒有任何一方達到 %1。</translation>
    </message>
    <message>
        <source>Round %1: totals %2 and %3 (target %4)</source>
        <translation>第 %1 輪：總和 %2 與 %3（目標 %4）</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <translation>結果：%1</translation>
    </message>
    <message>
        <source>First wins: %1</source>
        <translation>第一方獲勝：%1</translation>
    </message>
    <message>
        <source>Second wins: %1</source>
        <translation>第二方獲勝：%1</translation>
    </message>
    <message>
        <source>Tie: %1</source>
        <translation>平手：%1</translation>
    </message>
    <message>
        <source>--%1 takes %2 dice from 1 to 6, e.g. 3,1,2,6.</source>
        <translation>--%1 需要 %2 顆 1 至 6 的骰子，例如 3,1,2,6。</translation>
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
        <translation>%1 對難度 %2</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未儲存：%1</translation>
    </message>
    <message>
        <source>Kept in the roll log, secret: only the host sees it.</source>
        <translation>已記入投骰紀錄，暗投：只有主持人看得到。</translation>
    </message>
    <message>
        <source>Kept in the roll log.</source>
        <translation>已記入投骰紀錄。</translation>
    </message>
    <message>
        <source>Keep the roll in this campaign&apos;s roll log.</source>
        <translation>將這次投骰記入此戰役的投骰紀錄。</translation>
    </message>
    <message>
        <source>A secret roll: on a shared campaign only the host sees it (needs --campaign).</source>
        <translation>暗投：在共享戰役中只有主持人看得到（需要 --campaign）。</translation>
    </message>
    <message>
        <source>--secret keeps the roll in a campaign&apos;s log: give --campaign.</source>
        <translation>--secret 會把投骰記入戰役的紀錄：請給出 --campaign。</translation>
    </message>
    <message>
        <source>%1 is not a valid Meshal character file.</source>
        <translation>%1 不是有效的 Meshal 角色檔案。</translation>
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
        <translation>%1：角色表符合規則。</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>違反 %n 條規則。</numerusform>
        </translation>
    </message>
    <message>
        <source>How many creatures the bearer carries already (default 0).</source>
        <translation>背負者已背負的生物數（預設 0）。</translation>
    </message>
    <message>
        <source>%1 cannot bear %2.</source>
        <translation>%1 無法背負 %2。</translation>
    </message>
    <message>
        <source>%1 bears %2.</source>
        <translation>%1 背負 %2。</translation>
    </message>
    <message>
        <source>%1: speed %2 → %3</source>
        <translation>%1：移速 %2 → %3</translation>
    </message>
    <message>
        <source>Both roll with %1 disadvantages (--bearing on meshal roll and meshal odds).</source>
        <translation>雙方投骰皆有 %1 劣勢（meshal roll 與 meshal odds 加上 --bearing）。</translation>
    </message>
    <message>
        <source>%1 is made for the pack &quot;%2&quot;, which is not Meshal Lite&apos;s.</source>
        <translation>%1 是為規則包「%2」所做，不是 Meshal Lite 的規則包。</translation>
    </message>
    <message>
        <source>%1 breaks the rules: %2</source>
        <translation>%1 違反規則：%2</translation>
    </message>
    <message>
        <source>The roller bears a creature or is borne: 3 disadvantages (rule 62).</source>
        <translation>投骰者背負生物或被背負：3 劣勢（規則 62）。</translation>
    </message>
    <message>
        <source>Give the attack in the rulebook&apos;s notation, or --attacker and --weapon, not both.</source>
        <translation>請以手冊記法寫出攻擊，或給出 --attacker 與 --weapon，不可兩者皆給。</translation>
    </message>
    <message>
        <source>--weapon names an item on the attacker&apos;s sheet: give --attacker too.</source>
        <translation>--weapon 指的是攻擊者角色表上的物品：請一併給出 --attacker。</translation>
    </message>
    <message>
        <source>Attack with %1: %2</source>
        <translation>以%1攻擊：%2</translation>
    </message>
    <message>
        <source>The attacker&apos;s sheet file: its weapon attacks and its dice roll.</source>
        <translation>攻擊者的角色表檔案：以其武器攻擊，並擲其屬性骰。</translation>
    </message>
    <message>
        <source>The one weapon the attack is made with (an item key on the attacker&apos;s sheet; rule 45).</source>
        <translation>發動攻擊所用的那一件武器（攻擊者角色表上的物品鍵；規則 45）。</translation>
    </message>
    <message>
        <source>KEY</source>
        <translation>鍵</translation>
    </message>
    <message>
        <source>Which of the weapon&apos;s attacks, from 1 (default 1).</source>
        <translation>武器的第幾種攻擊，從 1 起算（預設 1）。</translation>
    </message>
</context>
<context>
    <name>sw::print::CharacterPage</name>
    <message>
        <source>Scoundrel</source>
        <translation>惡棍</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>化名</translation>
    </message>
    <message>
        <source>Playbook</source>
        <translation>遊玩書</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>外貌</translation>
    </message>
    <message>
        <source>Heritage</source>
        <translation>血統</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>背景</translation>
    </message>
    <message>
        <source>Vice</source>
        <translation>惡習</translation>
    </message>
    <message>
        <source>Purveyor</source>
        <translation>供應者</translation>
    </message>
    <message>
        <source>Stress and trauma</source>
        <translation>壓力與創傷</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>壓力</translation>
    </message>
    <message>
        <source>Trauma</source>
        <translation>創傷</translation>
    </message>
    <message>
        <source>Harm</source>
        <translation>傷害</translation>
    </message>
    <message>
        <source>Need help</source>
        <translation>需要協助</translation>
    </message>
    <message>
        <source>-1d</source>
        <translation>-1 骰</translation>
    </message>
    <message>
        <source>Less effect</source>
        <translation>效果減弱</translation>
    </message>
    <message>
        <source>Healing</source>
        <translation>治療</translation>
    </message>
    <message>
        <source>Fill the clock to heal one level of harm.</source>
        <translation>填滿治療鐘即可治癒一級傷害。</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>護甲</translation>
    </message>
    <message>
        <source>Friends and rivals</source>
        <translation>朋友與對手</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>經驗點</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>行動</translation>
    </message>
    <message>
        <source>Coin and stash</source>
        <translation>錢幣與私金</translation>
    </message>
    <message>
        <source>Stash</source>
        <translation>私金</translation>
    </message>
    <message>
        <source>Lifestyle %1</source>
        <translation>生活水準 %1</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>裝載</translation>
    </message>
    <message>
        <source>Playbook items</source>
        <translation>遊玩書物品</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>At the end of each session, mark XP for each time you expressed your beliefs, drives, heritage or background, and struggled with your vice or traumas.</source>
        <translation>每次遊戲結束時，若你展現了自己的信念、動機、血統或背景，或與惡習、創傷掙扎，就各標記經驗點。</translation>
    </message>
</context>
<context>
    <name>sw::print::ClocksPage</name>
    <message>
        <source>Clocks</source>
        <translation>進度鐘</translation>
    </message>
    <message>
        <source>%1 of %2 segments</source>
        <translation>%2 格中的 %1 格</translation>
    </message>
    <message>
        <source>Owner: %1</source>
        <translation>所屬：%1</translation>
    </message>
    <message>
        <source>Unlocks: %1</source>
        <translation>完成後開啟：%1</translation>
    </message>
    <message>
        <source>Racing: %1</source>
        <translation>競賽對象：%1</translation>
    </message>
    <message>
        <source>Hidden from the players</source>
        <translation>不讓玩家看見</translation>
    </message>
    <message>
        <source>No clocks to show.</source>
        <translation>沒有可顯示的進度鐘。</translation>
    </message>
</context>
<context>
    <name>sw::print::CrewPage</name>
    <message>
        <source>Crew type</source>
        <translation>幫派類型</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>名聲</translation>
    </message>
    <message>
        <source>Lair</source>
        <translation>巢穴</translation>
    </message>
    <message>
        <source>Hunting grounds</source>
        <translation>狩獵場</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>行動類型</translation>
    </message>
    <message>
        <source>Tier and hold</source>
        <translation>層級與凝聚</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>層級</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>凝聚</translation>
    </message>
    <message>
        <source>Rep</source>
        <translation>名望</translation>
    </message>
    <message>
        <source>Turf %1 · rep to advance %2</source>
        <translation>地盤 %1 · 成長需名望 %2</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>追緝</translation>
    </message>
    <message>
        <source>Wanted level</source>
        <translation>通緝等級</translation>
    </message>
    <message>
        <source>Next tier costs %1 coin</source>
        <translation>升到下一層級需 %1 錢幣</translation>
    </message>
    <message>
        <source>Crew upgrades</source>
        <translation>幫派升級</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>升級</translation>
    </message>
    <message>
        <source>Cohorts</source>
        <translation>同夥</translation>
    </message>
    <message>
        <source>Gang or expert</source>
        <translation>團夥或專家</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>人脈</translation>
    </message>
    <message>
        <source>Faction status</source>
        <translation>派系地位</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>管區圖</translation>
    </message>
    <message>
        <source>At war (B §1.8): Tier %1, %2 hold while the war lasts; Tier %3, %4 hold when it ends.</source>
        <translation>戰爭中（B §1.8）：戰爭期間為層級 %1、凝聚%2；戰爭結束時回到層級 %3、凝聚%4。</translation>
    </message>
    <message numerus="yes">
        <source>At war: +%1 heat per score, %n downtime activity(s) per scoundrel.</source>
        <translation>
            <numerusform>戰爭中：每次做案追緝 +%1，每名惡棍 %n 項休整活動。</numerusform>
        </translation>
    </message>
    <message>
        <source>Crew XP</source>
        <translation>幫派經驗點</translation>
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
        <translation>層級 %1</translation>
    </message>
    <message>
        <source>Category: %1</source>
        <translation>類別：%1</translation>
    </message>
    <message>
        <source>Hold: %1</source>
        <translation>凝聚：%1</translation>
    </message>
    <message>
        <source>Status with %1: %2</source>
        <translation>與%1的地位：%2</translation>
    </message>
    <message>
        <source>Turf: %1</source>
        <translation>地盤：%1</translation>
    </message>
    <message>
        <source>Allies: %1</source>
        <translation>盟友：%1</translation>
    </message>
    <message>
        <source>Enemies: %1</source>
        <translation>敵人：%1</translation>
    </message>
    <message>
        <source>Vulnerable</source>
        <translation>易受攻擊</translation>
    </message>
    <message>
        <source>GM notes: %1</source>
        <translation>GM 筆記：%1</translation>
    </message>
    <message>
        <source>The campaign has no factions yet.</source>
        <translation>這個戰役還沒有派系。</translation>
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
        <translation>免費援引：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>+%1 to %2 when you %3</source>
        <translation>以%2%3時 +%1</translation>
    </message>
    <message>
        <source>Rule change</source>
        <translation>改變規則</translation>
    </message>
    <message>
        <source>%1 may %2</source>
        <translation>%1可用於%2</translation>
    </message>
    <message>
        <source>Costs a fate point</source>
        <translation>需花費命運點</translation>
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
        <translation>潤色</translation>
    </message>
    <message>
        <source>Aspects</source>
        <translation>形象</translation>
    </message>
    <message>
        <source>Stunts</source>
        <translation>絕技</translation>
    </message>
    <message>
        <source>%1 stunts are free; each further stunt costs 1 refresh.</source>
        <translation>前 %1 項絕技免費；之後每項絕技花費 1 點重振。</translation>
    </message>
    <message>
        <source>Extras</source>
        <translation>額外</translation>
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
        <translation>其餘技能：%1</translation>
    </message>
    <message>
        <source>Refresh and fate points</source>
        <translation>重振與命運點</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>重振</translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation>命運點</translation>
    </message>
    <message>
        <source>Owed after the scene</source>
        <translation>場景後應得</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>壓力</translation>
    </message>
    <message>
        <source>%1 %2: %3 boxes, 1 shift each</source>
        <translation>%1 %2：%3 格，每格 1 檔次</translation>
    </message>
    <message>
        <source>Consequences</source>
        <translation>後果</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>恢復</translation>
    </message>
    <message>
        <source>Recovering</source>
        <translation>恢復中</translation>
    </message>
</context>
<context>
    <name>sw::print::MeshalPage</name>
    <message>
        <source>Identity and Features</source>
        <translation>身分與特徵</translation>
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
        <translation>角色類別</translation>
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
        <translation>種族</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>性別</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>體型</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>形態</translation>
    </message>
    <message>
        <source>Size level</source>
        <translation>體型等級</translation>
    </message>
    <message>
        <source>Footprint (steps)</source>
        <translation>佔位（步）</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>身高</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>體重</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>年齡</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>外貌</translation>
    </message>
    <message>
        <source>Personality</source>
        <translation>個性</translation>
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
        <translation>代號</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1×%2</translation>
    </message>
    <message>
        <source>Body parts</source>
        <translation>肢體</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>屬性</translation>
    </message>
    <message>
        <source>%1 of %2 dice</source>
        <translation>屬性骰 %1 / %2</translation>
    </message>
    <message>
        <source>Trained</source>
        <translation>受訓</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>基礎</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>臨時</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總數</translation>
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
        <translation>防護</translation>
    </message>
    <message>
        <source>Immunities</source>
        <translation>免疫</translation>
    </message>
    <message>
        <source>Movement and Senses</source>
        <translation>移速與知覺</translation>
    </message>
    <message>
        <source>Execution</source>
        <translation>機動</translation>
    </message>
    <message>
        <source>Senses (steps)</source>
        <translation>知覺（步）</translation>
    </message>
    <message>
        <source>Talent and Strength</source>
        <translation>潛能與實力</translation>
    </message>
    <message>
        <source>Strength (spent/unspent)</source>
        <translation>實力（已花費/未花費）</translation>
    </message>
    <message>
        <source>Talent earned</source>
        <translation>獲得潛能</translation>
    </message>
    <message>
        <source>Lost by renouncing</source>
        <translation>放棄能力失去</translation>
    </message>
    <message>
        <source>Costs %1 Talent</source>
        <translation>花費 %1 點潛能</translation>
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
        <translation>%1，等級 %2</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Attack: %1</source>
        <translation>攻擊：%1</translation>
    </message>
    <message>
        <source>Worn on: %1</source>
        <translation>佔據：%1</translation>
    </message>
    <message>
        <source>Loaded: %1</source>
        <translation>已裝填：%1</translation>
    </message>
    <message>
        <source>%1, natural</source>
        <translation>%1，天生</translation>
    </message>
    <message>
        <source>Carried: heavy %1 of %2, light %3 of %4; a ticked box is equipped.</source>
        <translation>攜帶：重型 %1 / %2，輕型 %3 / %4；打勾者為已裝備。</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>錢幣</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金幣</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>銀幣</translation>
    </message>
    <message>
        <source>Copper</source>
        <translation>銅幣</translation>
    </message>
    <message>
        <source>Worth in copper</source>
        <translation>共值（銅幣）</translation>
    </message>
    <message>
        <source>Relationships</source>
        <translation>關係</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>對象</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>關係狀態</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Ongoing Effects</source>
        <translation>持續效果</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Asleep</source>
        <translation>睡眠</translation>
    </message>
    <message>
        <source>Talent Ledger</source>
        <translation>潛能紀錄</translation>
    </message>
    <message>
        <source>Starting Talent: %1</source>
        <translation>初始潛能：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>頭部</translation>
    </message>
    <message>
        <source>Torso</source>
        <translation>軀幹</translation>
    </message>
    <message>
        <source>Arm</source>
        <translation>手臂</translation>
    </message>
    <message>
        <source>Leg</source>
        <translation>腿腳</translation>
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
        <translation>鰭</translation>
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
        <translation>建立</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>play</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Award: +%1 Talent</source>
        <translation>獎勵：+%1 點潛能</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>Raise %1: %2 Talent, %3</source>
        <translation>提升%1：%2 點潛能，%3</translation>
    </message>
    <message>
        <source>Ability %1: %2 Talent, %3</source>
        <translation>能力 %1：%2 點潛能，%3</translation>
    </message>
    <message>
        <source>Renounced %1: %2 Talent lost, %3</source>
        <translation>放棄 %1：失去 %2 點潛能，%3</translation>
    </message>
</context>
<context>
    <name>sw::print::PdfExport</name>
    <message>
        <source>There is no %1 to print.</source>
        <translation>沒有可列印的 %1。</translation>
    </message>
    <message>
        <source>Sheets of the kind &quot;%1&quot; cannot be printed.</source>
        <translation>無法列印「%1」類的表單。</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>無法寫入 %1。</translation>
    </message>
    <message>
        <source>Nothing to print.</source>
        <translation>沒有可列印的內容。</translation>
    </message>
    <message>
        <source>The printer or file could not be opened for drawing.</source>
        <translation>無法開啟印表機或檔案來繪製。</translation>
    </message>
</context>
<context>
    <name>sw::print::PrintStyle</name>
    <message>
        <source>The font &quot;%1&quot; that PDFs in this language need is not installed (Debian package %2).</source>
        <translation>這個語言的 PDF 需要的字型「%1」未安裝（Debian 套件 %2）。</translation>
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
        <translation>幫派</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>筆記</translation>
    </message>
    <message>
        <source>Special abilities</source>
        <translation>特殊能力</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>錢幣</translation>
    </message>
    <message>
        <source>Player handout</source>
        <translation>玩家講義</translation>
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
        <translation>代號</translation>
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
        <translation>屬性</translation>
    </message>
    <message>
        <source>Physique</source>
        <translation>體魄</translation>
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
        <translation>靈識</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Skill points: %1 of %2</source>
        <translation>技能點：%1／%2</translation>
    </message>
    <message>
        <source>Psychic power</source>
        <translation>靈能力</translation>
    </message>
    <message>
        <source>Power tags</source>
        <translation>靈能力標籤</translation>
    </message>
    <message>
        <source>Flaw tags</source>
        <translation>缺陷標籤</translation>
    </message>
    <message>
        <source>%1 (from Soul)</source>
        <translation>%1（來自心魂）</translation>
    </message>
    <message>
        <source>Psychic marks</source>
        <translation>靈能印記</translation>
    </message>
    <message>
        <source>Soul weapon (Spirit Awareness %1)</source>
        <translation>靈魂武器（靈識%1）</translation>
    </message>
    <message>
        <source>Tier-%2 ultimate (Spirit Awareness %1)</source>
        <translation>%2階狩魂絕技（靈識%1）</translation>
    </message>
    <message>
        <source>Trait tags</source>
        <translation>特質標籤</translation>
    </message>
    <message>
        <source>Status tags</source>
        <translation>狀態標籤</translation>
    </message>
    <message>
        <source>HP and points</source>
        <translation>生命值與點數</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>損傷</translation>
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
        <translation>額外SP</translation>
    </message>
    <message>
        <source>Anxiety</source>
        <translation>焦慮</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>機運</translation>
    </message>
    <message>
        <source>Charms</source>
        <translation>護符</translation>
    </message>
    <message>
        <source>Disintegration</source>
        <translation>解體護符</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>失格護符</translation>
    </message>
    <message>
        <source>Techniques</source>
        <translation>技藝</translation>
    </message>
    <message>
        <source>Prepared Load %1 of %2</source>
        <translation>已準備負荷%1／%2</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>負荷%1</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>附魔</translation>
    </message>
    <message>
        <source>POW %1</source>
        <translation>附魔等級%1</translation>
    </message>
    <message>
        <source>XP ledger</source>
        <translation>經驗值帳目</translation>
    </message>
</context>
<context>
    <name>sw::soulhunter::SoulCli</name>
    <message>
        <source>--%1 takes a whole number from %2 to %3.</source>
        <translation>--%1 需為%2到%3的整數。</translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 up.</source>
        <translation>種子必須是0以上的整數。</translation>
    </message>
    <message>
        <source>The campaign has %1 characters: say which with --sheet ID.</source>
        <translation>戰役中有%1名角色：請以 --sheet ID 指定。</translation>
    </message>
    <message>
        <source>No Soul Hunter character %1 in %2.</source>
        <translation>%2 中沒有狩魂者角色 %1。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未儲存：%1</translation>
    </message>
    <message>
        <source>Damage: %1 (max HP %2)</source>
        <translation>損傷：%1（HP上限 %2）</translation>
    </message>
    <message>
        <source>Disintegration: %1/%2</source>
        <translation>解體護符：%1/%2</translation>
    </message>
    <message>
        <source>Anxiety: %1; Disqualification: %2/%3</source>
        <translation>焦慮：%1；失格護符：%2/%3</translation>
    </message>
    <message>
        <source>SP: %1 initial + %2 extra</source>
        <translation>SP：初始 %1 + 額外 %2</translation>
    </message>
    <message>
        <source>Fortune: %1; XP: %2</source>
        <translation>機運：%1；XP：%2</translation>
    </message>
    <message>
        <source>Disintegration is full: the character cannot act.</source>
        <translation>解體護符已劃滿：角色無法行動。</translation>
    </message>
    <message>
        <source>Disqualification is full: the character leaves the story.</source>
        <translation>失格護符已劃滿：角色從故事中退場。</translation>
    </message>
    <message>
        <source>The character&apos;s id in the campaign (not needed when it has one).</source>
        <translation>角色在戰役中的ID（戰役只有一名角色時可省略）。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Spirit Awareness.</source>
        <translation>靈識。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>A skill&apos;s level, e.g. diaocha=2.</source>
        <translation>技能等級，例如 diaocha=2。</translation>
    </message>
    <message>
        <source>ID=N</source>
        <translation>ID=N</translation>
    </message>
    <message>
        <source>The psychic power&apos;s name.</source>
        <translation>靈能力的名稱。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>The power&apos;s tags (all of them, one option each).</source>
        <translation>靈能力的標籤（全部列出，每個一個選項）。</translation>
    </message>
    <message>
        <source>TEXT</source>
        <translation>文字</translation>
    </message>
    <message>
        <source>The power&apos;s flaw tags (all of them, one option each).</source>
        <translation>靈能力的缺陷標籤（全部列出，每個一個選項）。</translation>
    </message>
    <message>
        <source>The trait tags (all of them, one option each).</source>
        <translation>特質標籤（全部列出，每個一個選項）。</translation>
    </message>
    <message>
        <source>Learn a technique of a content pack in the campaign.</source>
        <translation>習得戰役中內容包的一項技藝。</translation>
    </message>
    <message>
        <source>PACK:ID</source>
        <translation>內容包:ID</translation>
    </message>
    <message>
        <source>The techniques prepared (all of them, by name, one option each).</source>
        <translation>已準備的技藝（全部列出，以名稱，每個一個選項）。</translation>
    </message>
    <message>
        <source>Creation is done: the sheet enters play.</source>
        <translation>創建完成：角色表進入遊戲。</translation>
    </message>
    <message>
        <source>--skill takes ID=N, e.g. diaocha=2.</source>
        <translation>--skill 需為 ID=N，例如 diaocha=2。</translation>
    </message>
    <message>
        <source>No technique %1 in the campaign&apos;s content packs.</source>
        <translation>戰役的內容包中沒有技藝 %1。</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>編輯 %1</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已儲存 %1。</translation>
    </message>
    <message>
        <source>The Sin&apos;s name.</source>
        <translation>罪孽的名稱。</translation>
    </message>
    <message>
        <source>An obsession tag (1 to 3).</source>
        <translation>一個執念標籤（1~3個）。</translation>
    </message>
    <message>
        <source>The tags the characters know, by number from 0, e.g. 0,2.</source>
        <translation>角色已知的標籤，從0起編號，例如0,2。</translation>
    </message>
    <message>
        <source>I,…</source>
        <translation>I,…</translation>
    </message>
    <message>
        <source>--name is required.</source>
        <translation>必須提供 --name。</translation>
    </message>
    <message>
        <source>New Sin %1</source>
        <translation>新罪孽 %1</translation>
    </message>
    <message>
        <source>Added the Sin %1 as %2.</source>
        <translation>已新增罪孽 %1 為 %2。</translation>
    </message>
    <message>
        <source>The Sin&apos;s id in the campaign.</source>
        <translation>罪孽在戰役中的ID。</translation>
    </message>
    <message>
        <source>The tags activated for CAT +1, by number from 0.</source>
        <translation>激活使CAT+1的標籤，從0起編號。</translation>
    </message>
    <message>
        <source>The tags activated for CAT −1, by number from 0.</source>
        <translation>激活使CAT−1的標籤，從0起編號。</translation>
    </message>
    <message>
        <source>The check&apos;s CAT before the tags.</source>
        <translation>激活標籤前的檢定CAT。</translation>
    </message>
    <message>
        <source>How the obsession is used (each way works once against a Sin).</source>
        <translation>使用執念標籤的方式（同一方式對同一罪孽只生效一次）。</translation>
    </message>
    <message>
        <source>The dice are already rolled.</source>
        <translation>已經擲骰。</translation>
    </message>
    <message>
        <source>The character already activated obsession tags this round.</source>
        <translation>角色本輪已激活過執念標籤。</translation>
    </message>
    <message>
        <source>No Sin %1 in the campaign.</source>
        <translation>戰役中沒有罪孽 %1。</translation>
    </message>
    <message>
        <source>The Sin has no tag %1.</source>
        <translation>罪孽沒有標籤 %1。</translation>
    </message>
    <message>
        <source>Obsession used</source>
        <translation>已使用執念</translation>
    </message>
    <message>
        <source>CAT %1 → %2</source>
        <translation>CAT %1 → %2</translation>
    </message>
    <message>
        <source>Import a content pack (a JSON file) into the campaign.</source>
        <translation>將內容包（JSON檔案）匯入戰役。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>檔案</translation>
    </message>
    <message>
        <source>Write the campaign&apos;s content pack with this id to OUT.</source>
        <translation>將戰役中此ID的內容包寫入「輸出」。</translation>
    </message>
    <message>
        <source>Where --export writes.</source>
        <translation>--export 寫入的位置。</translation>
    </message>
    <message>
        <source>OUT</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>無法寫入 %1。</translation>
    </message>
    <message>
        <source>No content pack %1 in the campaign.</source>
        <translation>戰役中沒有內容包 %1。</translation>
    </message>
    <message>
        <source>%1 techniques, %2 enchantments, %3 marks, %4 soul weapons, %5 ultimates</source>
        <translation>%1項技藝、%2項附魔、%3項印記、%4項靈魂武器、%5項絕技</translation>
    </message>
    <message>
        <source>Slashes marked: %1</source>
        <translation>劃下斬痕：%1</translation>
    </message>
    <message>
        <source>How much damage.</source>
        <translation>損傷量。</translation>
    </message>
    <message>
        <source>Damage marked non-lethal (never a slash).</source>
        <translation>標記為「非致命」的損傷（不會劃下斬痕）。</translation>
    </message>
    <message>
        <source>How it was taken: the grievous tag&apos;s name if it breaks.</source>
        <translation>受傷的情景：若解體，作為重創標籤的名稱。</translation>
    </message>
    <message>
        <source>--amount is required.</source>
        <translation>必須提供 --amount。</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>損傷</translation>
    </message>
    <message>
        <source>flashback, empower, cheer or destiny.</source>
        <translation>flashback（閃回）、empower（強力）、cheer（喝彩）或 destiny（天命所歸）。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>X of cheer (5X SP) or destiny (10+X SP).</source>
        <translation>喝彩（5X SP）或天命所歸（10+X SP）的X。</translation>
    </message>
    <message>
        <source>A flashback&apos;s cost as the DH sets it (5-10, 15-20, 25+).</source>
        <translation>DH決定的閃回消耗（5~10、15~20、25+）。</translation>
    </message>
    <message>
        <source>Empower: the CAT given to each general enchantment, 2 in all.</source>
        <translation>強力：分配給每個通用附魔的CAT，合計2級。</translation>
    </message>
    <message>
        <source>L,…</source>
        <translation>L,…</translation>
    </message>
    <message>
        <source>The part of the cost taken as anxiety instead of SP.</source>
        <translation>以焦慮代替SP支付的部分消耗。</translation>
    </message>
    <message>
        <source>Spend initial SP first (else extra SP first).</source>
        <translation>先消耗初始SP（否則先消耗額外SP）。</translation>
    </message>
    <message>
        <source>--action is flashback, empower, cheer or destiny.</source>
        <translation>--action 為 flashback、empower、cheer 或 destiny。</translation>
    </message>
    <message>
        <source>Cost: %1 (%2 SP, %3 anxiety)</source>
        <translation>消耗：%1（%2 SP，%3 焦慮）</translation>
    </message>
    <message>
        <source>Style action</source>
        <translation>時髦動作</translation>
    </message>
    <message>
        <source>SP spent to remove as much anxiety.</source>
        <translation>為消除等量焦慮而消耗的SP。</translation>
    </message>
    <message>
        <source>--sp is required.</source>
        <translation>必須提供 --sp。</translation>
    </message>
    <message>
        <source>Anxiety relieved</source>
        <translation>已消除焦慮</translation>
    </message>
    <message>
        <source>Next scene</source>
        <translation>下個場景</translation>
    </message>
    <message>
        <source>Enter an interlude.</source>
        <translation>進入間章。</translation>
    </message>
    <message>
        <source>End the interlude.</source>
        <translation>結束間章。</translation>
    </message>
    <message>
        <source>Give --start or --end.</source>
        <translation>請提供 --start 或 --end。</translation>
    </message>
    <message>
        <source>Interlude</source>
        <translation>間章</translation>
    </message>
    <message>
        <source>XP awarded.</source>
        <translation>給予的XP。</translation>
    </message>
    <message>
        <source>growth_kp, growth_sp, growth_fortune, remove_jieti or remove_shige.</source>
        <translation>growth_kp、growth_sp、growth_fortune、remove_jieti 或 remove_shige。</translation>
    </message>
    <message>
        <source>KIND</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Give --award N or --spend KIND.</source>
        <translation>請提供 --award N 或 --spend 種類。</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>XP</translation>
    </message>
    <message>
        <source>To be filled from your rulebook (soulhunter setting CAMPAIGN KEY VALUE):</source>
        <translation>待依你的規則書填寫（soulhunter setting 戰役 鍵 值）：</translation>
    </message>
    <message>
        <source>The character&apos;s name.</source>
        <translation>角色的名稱。</translation>
    </message>
    <message>
        <source>Physique, 0 to 6 at creation.</source>
        <translation>體魄，創建角色時為0到6。</translation>
    </message>
    <message>
        <source>Wisdom, 0 to 6 at creation.</source>
        <translation>智慧，創建角色時為0到6。</translation>
    </message>
    <message>
        <source>Soul, 0 to 6 at creation.</source>
        <translation>心魂，創建角色時為0到6。</translation>
    </message>
    <message>
        <source>A psychic mark Soul grants (one per mark: at Soul 2, 5, 7, 9).</source>
        <translation>心魂給予的靈能印記（每項一個：心魂2、5、7、9點起）。</translation>
    </message>
    <message>
        <source>TYPE</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>New character %1</source>
        <translation>新角色 %1</translation>
    </message>
    <message>
        <source>Added %1 as character %2.</source>
        <translation>已新增 %1 為角色 %2。</translation>
    </message>
    <message>
        <source>Only this character.</source>
        <translation>只檢查此角色。</translation>
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
        <translation>%1 中沒有可檢查的狩魂者角色。</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) wait for a setting from your rulebook.</source>
        <translation>
            <numerusform>有%n條規則等待依你的規則書填寫的設定。</numerusform>
        </translation>
    </message>
    <message>
        <source>The characters follow the rules.</source>
        <translation>角色皆符合規則。</translation>
    </message>
    <message numerus="yes">
        <source>%n rule(s) broken.</source>
        <translation>
            <numerusform>違反%n條規則。</numerusform>
        </translation>
    </message>
    <message>
        <source>Back to the pack&apos;s value (empty for a base value).</source>
        <translation>回到規則包的值（基礎數值則為空）。</translation>
    </message>
    <message>
        <source>Give a value, or --clear.</source>
        <translation>請提供值，或 --clear。</translation>
    </message>
    <message>
        <source>(to be filled from your rulebook)</source>
        <translation>（待依你的規則書填寫）</translation>
    </message>
    <message>
        <source>(set for this campaign)</source>
        <translation>（此戰役的設定）</translation>
    </message>
    <message>
        <source>Roll for a character of this campaign and keep the roll in its log.</source>
        <translation>為此戰役的角色擲骰，並記入擲骰紀錄。</translation>
    </message>
    <message>
        <source>The character&apos;s id in the campaign.</source>
        <translation>角色在戰役中的ID。</translation>
    </message>
    <message>
        <source>The key attribute (physique, wisdom, soul), from the sheet.</source>
        <translation>關鍵屬性（physique、wisdom、soul），取自角色表。</translation>
    </message>
    <message>
        <source>A skill check or add-on: 2 specialty per level, from the sheet.</source>
        <translation>技能檢定或技能附加：每級2點專精加值，取自角色表。</translation>
    </message>
    <message>
        <source>Activate a psychic mark (by number from 0): +2 specialty.</source>
        <translation>激活靈能印記（從0起編號）：2點專精加值。</translation>
    </message>
    <message>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <source>Activate a flaw tag (by number from 0): a penalty of 4.</source>
        <translation>激活缺陷標籤（從0起編號）：4點減值。</translation>
    </message>
    <message>
        <source>Activate a grievous tag (by number from 0): a penalty of 4, 1 damage the first time in a scene.</source>
        <translation>激活重創標籤（從0起編號）：4點減值，當前場景首次激活時給予1點損傷。</translation>
    </message>
    <message>
        <source>Activate a trait tag for level +1 or -1 (5 SP after the check).</source>
        <translation>激活特質標籤使級別+1或-1（選擇-1時檢定後獲得5 SP）。</translation>
    </message>
    <message>
        <source>+1|-1</source>
        <translation>+1|-1</translation>
    </message>
    <message>
        <source>Activate a power tag (by number from 0, :N to count it as N): level +1 each.</source>
        <translation>激活靈能力標籤（從0起編號，:N 視為N個）：每個使級別+1。</translation>
    </message>
    <message>
        <source>I[:N]</source>
        <translation>I[:N]</translation>
    </message>
    <message>
        <source>The sheet has no entry %1 there.</source>
        <translation>角色表上沒有第%1項。</translation>
    </message>
    <message>
        <source>--%1 reads a sheet: give --campaign.</source>
        <translation>--%1 讀取角色表：請提供 --campaign。</translation>
    </message>
    <message>
        <source>--attribute is physique, wisdom or soul.</source>
        <translation>--attribute 為 physique、wisdom 或 soul。</translation>
    </message>
    <message>
        <source>Check against %1</source>
        <translation>對挑戰值 %1 的檢定</translation>
    </message>
    <message>
        <source>Trait tags at -1: +%1 SP.</source>
        <translation>特質標籤選擇-1：+%1 SP。</translation>
    </message>
    <message>
        <source>The challenge value (default 10).</source>
        <translation>挑戰值（預設10）。</translation>
    </message>
    <message>
        <source>The total of the modifiers, e.g. 5 or -2 (default 0).</source>
        <translation>修正值總和，例如5或-2（預設0）。</translation>
    </message>
    <message>
        <source>Tilt: extra d10, the 2 highest kept (negative: the 2 lowest).</source>
        <translation>傾勢：額外的1D10，保留最高的2枚（負值：最低的2枚）。</translation>
    </message>
    <message>
        <source>Level: d4 bonus dice (negative: penalty dice), the 4 highest kept.</source>
        <translation>級別：1D4加骰（負值：減骰），保留最高的4枚。</translation>
    </message>
    <message>
        <source>Cheer: d6 bonus dice, the 3 highest kept.</source>
        <translation>喝彩：1D6加骰，保留最高的3枚。</translation>
    </message>
    <message>
        <source>A fixed dice value (a parry or a hazard uses 10).</source>
        <translation>固定的骰值（格擋與危害檢定使用10）。</translation>
    </message>
    <message>
        <source>Tilt %1, level %2, cheer %3; challenge %4, modifiers %5</source>
        <translation>傾勢 %1，級別 %2，喝彩 %3；挑戰值 %4，修正 %5</translation>
    </message>
    <message>
        <source>CAT</source>
        <translation>CAT</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>機率</translation>
    </message>
    <message>
        <source>Success (CAT %1 or more): %2</source>
        <translation>成功（CAT %1 以上）：%2</translation>
    </message>
    <message>
        <source>Cases: %1</source>
        <translation>情形數：%1</translation>
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
        <translation>級別1D4：%1（%2）</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <translation>級別：%1</translation>
    </message>
    <message>
        <source>Cheer d6: %1 (%2)</source>
        <translation>喝彩1D6：%1（%2）</translation>
    </message>
    <message>
        <source>Total modifier: %1</source>
        <translation>總修正：%1</translation>
    </message>
    <message>
        <source>Check value: %1 against %2</source>
        <translation>判定值：%1，挑戰值 %2</translation>
    </message>
    <message>
        <source>CAT %1: success</source>
        <translation>CAT %1：成功</translation>
    </message>
    <message>
        <source>CAT %1: failure</source>
        <translation>CAT %1：失敗</translation>
    </message>
    <message>
        <source>Critical success: +1 fortune on an action check.</source>
        <translation>大成功：行動檢定時機運+1。</translation>
    </message>
    <message>
        <source>Critical failure: −1 fortune on an action check.</source>
        <translation>大失敗：行動檢定時機運−1。</translation>
    </message>
    <message>
        <source>Reroll once: &quot;all&quot;, or with tilt the two pool dice to roll again, e.g. 0,1.</source>
        <translation>重擲一次：「all」，或在有傾勢時指定骰池中要重擲的兩枚骰子，例如0,1。</translation>
    </message>
    <message>
        <source>DICE</source>
        <translation>骰子</translation>
    </message>
    <message>
        <source>The dice as rolled at the table: d10, then d4, then d6, then the reroll&apos;s.</source>
        <translation>桌上擲出的骰子：先1D10，再1D4，再1D6，然後是重擲的骰子。</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Seed for a roll that can be repeated.</source>
        <translation>可重現擲骰的種子。</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>--faces takes whole numbers, e.g. 7,5,3.</source>
        <translation>--faces 需為整數，例如7,5,3。</translation>
    </message>
    <message>
        <source>This check cannot be rerolled that way (once, and with tilt two dice of the pool).</source>
        <translation>此檢定無法這樣重擲（只能一次；有傾勢時為骰池中的兩枚骰子）。</translation>
    </message>
    <message>
        <source>Reroll:</source>
        <translation>重擲：</translation>
    </message>
    <message>
        <source>--faces: a die is missing or outside its faces.</source>
        <translation>--faces：缺少骰子，或點數超出骰面。</translation>
    </message>
    <message>
        <source>Seed: %1</source>
        <translation>種子：%1</translation>
    </message>
    <message>
        <source>The attack value.</source>
        <translation>攻擊值。</translation>
    </message>
    <message>
        <source>The defence value (the parry&apos;s or the counter&apos;s check value).</source>
        <translation>防禦值（格擋或反制檢定的判定值）。</translation>
    </message>
    <message>
        <source>A counter instead of a parry.</source>
        <translation>以反制代替格擋。</translation>
    </message>
    <message>
        <source>Declared after the attack was rolled: no defence.</source>
        <translation>在攻擊檢定擲骰後才宣告：沒有防禦。</translation>
    </message>
    <message>
        <source>Give --attack N and --defence N.</source>
        <translation>請提供 --attack N 與 --defence N。</translation>
    </message>
    <message>
        <source>A defence is declared before the attack is rolled (L83): none this time.</source>
        <translation>防禦需要在攻擊檢定擲骰前做出（L83）：這次沒有防禦。</translation>
    </message>
    <message>
        <source>Defence value: %1</source>
        <translation>防禦值：%1</translation>
    </message>
    <message>
        <source>Attacker&apos;s CAT: %1; defender&apos;s CAT: %2</source>
        <translation>攻擊方CAT：%1；防禦方CAT：%2</translation>
    </message>
    <message>
        <source>The attack hits.</source>
        <translation>攻擊命中。</translation>
    </message>
    <message>
        <source>The attack misses.</source>
        <translation>攻擊失手。</translation>
    </message>
    <message>
        <source>The counter strikes back: Strike with check value %1.</source>
        <translation>反制成功：以判定值 %1 瞬念顯能【打擊】。</translation>
    </message>
    <message>
        <source>martial arts</source>
        <translation>武術</translation>
    </message>
    <message>
        <source>spellcraft</source>
        <translation>法術</translation>
    </message>
    <message>
        <source>all schools</source>
        <translation>所有系別</translation>
    </message>
    <message>
        <source>An attribute is never below 0 (it is %1; L43).</source>
        <translation>屬性值不得低於0（目前為%1；L43）。</translation>
    </message>
    <message>
        <source>At creation an attribute is 0 to %2 (it is %1; L43).</source>
        <translation>創建角色時屬性值為0到%2（目前為%1；L43）。</translation>
    </message>
    <message>
        <source>Two attributes differ by %1; at most %2 (L44).</source>
        <translation>兩項屬性值相差%1點；最多%2點（L44）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the seven skills (L126).</source>
        <translation>「%1」不是七項技能之一（L126）。</translation>
    </message>
    <message>
        <source>A skill&apos;s level is 0 to %2 (it is %1).</source>
        <translation>技能等級為0到%2（目前為%1）。</translation>
    </message>
    <message>
        <source>The skills cost %1 skill points; the character has %2 (L45-L46).</source>
        <translation>技能共需%1點技能點；角色有%2點（L45-L46）。</translation>
    </message>
    <message>
        <source>The psychic power has %1 tags; at most %2 (L51, L141).</source>
        <translation>靈能力有%1個標籤；最多%2個（L51、L141）。</translation>
    </message>
    <message>
        <source>The power has no such tag.</source>
        <translation>靈能力沒有這個標籤。</translation>
    </message>
    <message>
        <source>One tag counts as several only while the power has fewer than %2 tags (it has %1; L51).</source>
        <translation>只有在靈能力標籤少於%2個時，才能將單個標籤視為多個（目前%1個；L51）。</translation>
    </message>
    <message>
        <source>The tags count as %1; at most %2 (L51).</source>
        <translation>標籤總數視為%1個；最多%2個（L51）。</translation>
    </message>
    <message>
        <source>The mark &quot;%1&quot; comes from Soul and can never be released (L144).</source>
        <translation>印記「%1」來自心魂，無法解放（L144）。</translation>
    </message>
    <message>
        <source>Soul grants %2 psychic marks; the sheet has %1 (L137-L141).</source>
        <translation>心魂給予%2項靈能印記；角色表上有%1項（L137-L141）。</translation>
    </message>
    <message>
        <source>%1 psychic marks besides Soul&apos;s; the rulebook&apos;s value is %2.</source>
        <translation>心魂之外有%1項靈能印記；規則書的數值為%2。</translation>
    </message>
    <message>
        <source>The soul weapon needs Spirit Awareness %2; the character has %1 (L138).</source>
        <translation>靈魂武器需要靈識%2；角色的靈識為%1（L138）。</translation>
    </message>
    <message>
        <source>A tier-%3 ultimate needs Spirit Awareness %2; the character has %1 (L139-L140).</source>
        <translation>%3檔狩魂絕技需要靈識%2；角色的靈識為%1（L139-L140）。</translation>
    </message>
    <message>
        <source>Damage is never below 0 (L147).</source>
        <translation>損傷不得低於0（L147）。</translation>
    </message>
    <message>
        <source>The Disintegration charm holds 0 to %2 slashes (it has %1; L153).</source>
        <translation>解體護符容量為0到%2斬（目前%1斬；L153）。</translation>
    </message>
    <message>
        <source>The Disqualification charm holds 0 to %2 slashes (it has %1; L167).</source>
        <translation>失格護符容量為0到%2斬（目前%1斬；L167）。</translation>
    </message>
    <message>
        <source>Each Disintegration slash is a grievous tag: %2 slashes, %1 tags (L155).</source>
        <translation>每道解體斬痕都是一個重創標籤：%2道斬痕，%1個標籤（L155）。</translation>
    </message>
    <message>
        <source>Anxiety is 0 to %2: at 50 it becomes a Disqualification slash (it is %1; L167).</source>
        <translation>焦慮為0到%2：到達50時化為失格斬痕（目前%1；L167）。</translation>
    </message>
    <message>
        <source>FP is 0 to %2 (it is %1; L204).</source>
        <translation>FP為0到%2（目前%1；L204）。</translation>
    </message>
    <message>
        <source>MP is 0 to %2 (it is %1; L47).</source>
        <translation>MP為0到%2（目前%1；L47）。</translation>
    </message>
    <message>
        <source>KP is 0 to %2 (it is %1; L196).</source>
        <translation>KP為0到%2（目前%1；L196）。</translation>
    </message>
    <message>
        <source>Initial SP held is 0 to %2 (it is %1; L161).</source>
        <translation>持有的初始SP為0到%2（目前%1；L161）。</translation>
    </message>
    <message>
        <source>Extra SP is never below 0.</source>
        <translation>額外SP不得低於0。</translation>
    </message>
    <message>
        <source>Pending cheer is never below 0.</source>
        <translation>待用的喝彩不得低於0。</translation>
    </message>
    <message>
        <source>%1 trait tags; at most %2 (L215).</source>
        <translation>%1個特質標籤；最多%2個（L215）。</translation>
    </message>
    <message>
        <source>Trait tags are rewritten only during an interlude (L218).</source>
        <translation>特質標籤只能在間章修改（L218）。</translation>
    </message>
    <message>
        <source>The prepared techniques&apos; Load is %1; at most Spirit Awareness − 4 = %2 (L267).</source>
        <translation>已準備技藝的負荷為%1；最多為靈識−4＝%2（L267）。</translation>
    </message>
    <message>
        <source>The advanced technique %1 needs its attribute at %3 (it is %2; L262).</source>
        <translation>進階技藝%1需要對應屬性達到%3（目前%2；L262）。</translation>
    </message>
    <message>
        <source>Only a technique learned through growth has its Load lowered (%1; L199).</source>
        <translation>只有透過成長習得的技藝才能降低負荷（%1；L199）。</translation>
    </message>
    <message>
        <source>%2 techniques of %1 learned; the attribute gives %3 (L262).</source>
        <translation>已習得%2項%1技藝；屬性只提供%3項（L262）。</translation>
    </message>
    <message>
        <source>%2 advanced techniques of %1; only %3 slots from the 7th (L262).</source>
        <translation>%2項%1進階技藝；第7項起只有%3個欄位（L262）。</translation>
    </message>
    <message>
        <source>%1 techniques learned through growth, %2 paid in the XP ledger (L199).</source>
        <translation>透過成長習得%1項技藝，經驗紀錄中支付了%2次（L199）。</translation>
    </message>
    <message>
        <source>Sustained effects of %1 do not stack (L272).</source>
        <translation>%1的持續效果不會疊加（L272）。</translation>
    </message>
    <message>
        <source>Initial SP can never be exchanged for XP (L161).</source>
        <translation>初始SP無法用於兌換XP（L161）。</translation>
    </message>
    <message>
        <source>This costs %2 XP, not %1 (L157, L169, L195).</source>
        <translation>這需要%2 XP，而非%1（L157、L169、L195）。</translation>
    </message>
    <message>
        <source>XP is spent only during an interlude (L157, L169, L195).</source>
        <translation>XP只能在間章花費（L157、L169、L195）。</translation>
    </message>
    <message>
        <source>Not enough XP: XP is never below 0.</source>
        <translation>XP不足：XP不得低於0。</translation>
    </message>
    <message>
        <source>The charm has no slash to remove.</source>
        <translation>護符上沒有可消除的斬痕。</translation>
    </message>
    <message>
        <source>Intensity, feats, style dice and power specializations are removed (L38).</source>
        <translation>強度、專長、時髦骰與靈能力專精已被移除（L38）。</translation>
    </message>
    <message>
        <source>Not enough SP: pay part of the cost as anxiety (L172).</source>
        <translation>SP不足：可將部分消耗改為承受焦慮（L172）。</translation>
    </message>
    <message>
        <source>Destiny&apos;s Choice is used once per scene (L192).</source>
        <translation>天命所歸每場景只能使用1次（L192）。</translation>
    </message>
    <message>
        <source>Destiny&apos;s Choice gives a bonus of at least 1 (L192).</source>
        <translation>天命所歸給予至少1點加值（L192）。</translation>
    </message>
    <message>
        <source>Cheer buys at least 1 die (L188).</source>
        <translation>喝彩至少購得1枚骰子（L188）。</translation>
    </message>
    <message>
        <source>A flashback costs at least 5 SP, as the DH sets it (L180).</source>
        <translation>閃回至少消耗5 SP，由DH決定（L180）。</translation>
    </message>
    <message>
        <source>Empower gives exactly 2 CAT levels in all among general enchantments (L185).</source>
        <translation>強力在通用附魔間分配合計恰好2級CAT（L185）。</translation>
    </message>
    <message>
        <source>The anxiety paid is part of the cost, never more (L172).</source>
        <translation>承受的焦慮只能替換部分消耗，不能超過（L172）。</translation>
    </message>
    <message>
        <source>SP removes anxiety point for point, never more than there is (L163).</source>
        <translation>SP逐點消除焦慮，不能超過現有的焦慮（L163）。</translation>
    </message>
    <message>
        <source>Obsession tags are activated before the roll (L221).</source>
        <translation>執念標籤需在擲骰前激活（L221）。</translation>
    </message>
    <message>
        <source>Only known obsession tags can be activated (L221).</source>
        <translation>只能激活已知的執念標籤（L221）。</translation>
    </message>
    <message>
        <source>A character activates obsession tags once per round (L230).</source>
        <translation>一名角色每輪只能激活1次執念標籤（L230）。</translation>
    </message>
    <message>
        <source>The same way works only once against the same Sin (L230).</source>
        <translation>相同的使用方式無法對同一個罪孽重複生效（L230）。</translation>
    </message>
    <message>
        <source>A Sin has 1 to 3 obsession tags (it has %1; L221).</source>
        <translation>每個罪孽擁有1~3個執念標籤（目前%1個；L221）。</translation>
    </message>
    <message>
        <source>Fortune is spent only while above 0 (L209).</source>
        <translation>機運大於0時才能消耗（L209）。</translation>
    </message>
    <message>
        <source>Others raise fortune only while it is below 0 (L210).</source>
        <translation>機運小於0時，他人才能使其提升（L210）。</translation>
    </message>
    <message>
        <source>Waits for &quot;%1&quot; (%2): to be filled from your rulebook.</source>
        <translation>等待「%1」（%2）：依你的規則書填寫。</translation>
    </message>
    <message>
        <source>A cooperative check: another character of the campaign who helps (L92-L93); repeat for each.</source>
        <translation>合作檢定：戰役中另一名協助的角色（L92-L93）；每人各給一次。</translation>
    </message>
    <message>
        <source>No other character %1 in the campaign to help.</source>
        <translation>戰役中沒有可協助的其他角色%1。</translation>
    </message>
    <message>
        <source>Only a prepared technique is shown (L268).</source>
        <translation>只能展現已準備的技藝（L268）。</translation>
    </message>
    <message>
        <source>Choose martial arts or spellcraft as the one school of this manifestation (L268).</source>
        <translation>請選擇武術或法術作為本次顯能的唯一系別（L268）。</translation>
    </message>
    <message>
        <source>The technique is not of that school (L268).</source>
        <translation>這項技藝不屬於該系別（L268）。</translation>
    </message>
    <message>
        <source>Outside combat an improvised manifestation restores at most as much HP, and as much MP, as the MP paid (L246).</source>
        <translation>戰鬥之外，即興顯能為自己恢復的HP與MP，最高分別等於支付的MP（L246）。</translation>
    </message>
    <message>
        <source>The scale is beyond the row of the Narrative POW (L248-L258).</source>
        <translation>規模超出了【敘事】POW對應的一列（L248-L258）。</translation>
    </message>
    <message>
        <source>The scene&apos;s name.</source>
        <translation>場景名稱。</translation>
    </message>
    <message>
        <source>Add a scene tag; repeat for each.</source>
        <translation>新增一個場景標籤；每個標籤重複一次。</translation>
    </message>
    <message>
        <source>Remove a scene tag.</source>
        <translation>移除一個場景標籤。</translation>
    </message>
    <message>
        <source>The challenge value of the scene&apos;s checks.</source>
        <translation>場景中檢定的挑戰值。</translation>
    </message>
    <message>
        <source>The scene sets no challenge value (checks start from 10).</source>
        <translation>場景不設定挑戰值（檢定從 10 開始）。</translation>
    </message>
    <message>
        <source>Scene %1 set</source>
        <translation>設定場景%1</translation>
    </message>
    <message>
        <source>Scene: %1</source>
        <translation>場景：%1</translation>
    </message>
    <message>
        <source>Scene tags: %1</source>
        <translation>場景標籤：%1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Challenge value: %1</source>
        <translation>挑戰值：%1</translation>
    </message>
    <message>
        <source>Challenge value: none set (checks start from %1)</source>
        <translation>挑戰值：未設定（檢定從 %1 開始）</translation>
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
        <translation>抵抗失敗。</translation>
    </message>
    <message>
        <source>One side of an opposed check against --challenge, the other side&apos;s value: parry, counter, hazard or resistance.</source>
        <translation>對抗檢定的一方，以 --challenge 為另一方的值：parry（格擋）、counter（反制）、hazard（危害）或 resistance（抵抗）。</translation>
    </message>
    <message>
        <source>Challenge %1: the scene&apos;s.</source>
        <translation>挑戰值%1：取自場景。</translation>
    </message>
    <message>
        <source>--as is parry, counter, hazard or resistance.</source>
        <translation>--as 只能是 parry、counter、hazard 或 resistance。</translation>
    </message>
    <message>
        <source>A scene tag has words.</source>
        <translation>場景標籤不能是空的。</translation>
    </message>
    <message>
        <source>The scene already has the tag %1.</source>
        <translation>場景已經有標籤%1。</translation>
    </message>
    <message>
        <source>A challenge value is from %1 to %2 (not %3).</source>
        <translation>挑戰值須在%1到%2之間（不是%3）。</translation>
    </message>
    <message>
        <source>The campaign&apos;s content packs no longer hold this entry.</source>
        <translation>戰役的內容包中已沒有這一條目。</translation>
    </message>
    <message>
        <source>? (%1: to be filled from your rulebook)</source>
        <translation>？（%1：依你的規則書填寫）</translation>
    </message>
    <message>
        <source>The charms of the current scene.</source>
        <translation>目前場景的護符。</translation>
    </message>
    <message>
        <source>The charms of the Sin with this id.</source>
        <translation>此編號罪孽的護符。</translation>
    </message>
    <message>
        <source>Add a charm with this name.</source>
        <translation>新增此名稱的護符。</translation>
    </message>
    <message>
        <source>The added charm&apos;s kind: warning, duel, task or event.</source>
        <translation>新增護符的種類：warning（警告）、duel（鬥法）、task（任務）或event（事件）。</translation>
    </message>
    <message>
        <source>The added charm&apos;s own capacity in slashes (else its kind&apos;s size).</source>
        <translation>新增護符自身的容量（斬；否則為其種類的容量）。</translation>
    </message>
    <message>
        <source>Remove the charm with this number (from 0).</source>
        <translation>移除此序號的護符（從0起）。</translation>
    </message>
    <message>
        <source>Mark a slash on the charm with this number (from 0).</source>
        <translation>在此序號的護符上畫下一道斬痕（從0起）。</translation>
    </message>
    <message>
        <source>The marked slash&apos;s note.</source>
        <translation>所畫斬痕的備註。</translation>
    </message>
    <message>
        <source>Clear the last slash of the charm with this number (from 0).</source>
        <translation>清除此序號護符的最後一道斬痕（從0起）。</translation>
    </message>
    <message>
        <source>Give --scene or --sin ID.</source>
        <translation>請指定 --scene 或 --sin ID。</translation>
    </message>
    <message>
        <source>One change at a time: --add, --remove, --mark or --clear.</source>
        <translation>一次只做一項變更：--add、--remove、--mark 或 --clear。</translation>
    </message>
    <message>
        <source>No charm %1: the owner has %2 (numbered from 0).</source>
        <translation>沒有護符%1：其所有者有%2個（從0編號）。</translation>
    </message>
    <message>
        <source>Charm %1 added</source>
        <translation>新增護符%1</translation>
    </message>
    <message>
        <source>Charm %1 removed</source>
        <translation>移除護符%1</translation>
    </message>
    <message>
        <source>Slash on charm %1</source>
        <translation>護符%1畫下斬痕</translation>
    </message>
    <message>
        <source>The charm has no slash to clear.</source>
        <translation>此護符沒有可清除的斬痕。</translation>
    </message>
    <message>
        <source>Slash cleared on charm %1</source>
        <translation>護符%1清除斬痕</translation>
    </message>
    <message>
        <source>Charms of %1: %2</source>
        <translation>%1的護符：%2個</translation>
    </message>
    <message>
        <source>%1 of %2 slashes</source>
        <translation>%1/%2斬痕</translation>
    </message>
    <message>
        <source>A charm needs a name (spec §18).</source>
        <translation>護符需要名稱（規格§18）。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a charm kind: warning, duel, task or event (spec §18).</source>
        <translation>「%1」不是護符種類：warning（警告）、duel（鬥法）、task（任務）或event（事件）（規格§18）。</translation>
    </message>
    <message>
        <source>The charm&apos;s kind has no size yet: fill the setting %1 from your rulebook, or give the charm its own capacity (spec §18).</source>
        <translation>此護符種類尚無容量：請依你的規則書填寫設定%1，或為護符指定容量（規格§18）。</translation>
    </message>
    <message>
        <source>A charm holds at least 1 slash (its capacity is %1; spec §18).</source>
        <translation>護符容量至少為1斬（目前為%1；規格§18）。</translation>
    </message>
    <message>
        <source>The charm is full: it holds %2 slashes and would have %1 (spec §18, L29-L30).</source>
        <translation>護符已滿：容量為%2斬，將會有%1道斬痕（規格§18，L29-L30）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::AbilitiesPanel</name>
    <message>
        <source>Ability %1</source>
        <translation>特殊能力「%1」</translation>
    </message>
    <message>
        <source>Choose a friend</source>
        <translation>選擇密友</translation>
    </message>
    <message>
        <source>Choose a rival</source>
        <translation>選擇敵手</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>編輯筆記</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>（請選擇）</translation>
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
        <translation>創造角色時選一項，之後靠遊玩書成長取得更多。點選或按空白鍵即可選取。</translation>
    </message>
    <message>
        <source>Close &amp;friend</source>
        <translation>密友(&amp;F)</translation>
    </message>
    <message>
        <source>One of your playbook&apos;s people, close to you.</source>
        <translation>你的遊玩書人物之一，與你關係親近。</translation>
    </message>
    <message>
        <source>Close friend</source>
        <translation>密友</translation>
    </message>
    <message>
        <source>&amp;Rival</source>
        <translation>敵手(&amp;R)</translation>
    </message>
    <message>
        <source>One of your playbook&apos;s people, set against you; not your friend.</source>
        <translation>你的遊玩書人物之一，與你作對；不能是你的密友。</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>敵手</translation>
    </message>
    <message>
        <source>Not&amp;es</source>
        <translation>筆記(&amp;E)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>筆記</translation>
    </message>
    <message>
        <source>XP triggers</source>
        <translation>經驗點觸發條件</translation>
    </message>
    <message>
        <source>At the end of the session, mark playbook XP for each: 1, or 2 if it happened a lot.</source>
        <translation>每次遊戲結束時，每符合一項就標記遊玩書經驗點：1 點，若發生很多次則 2 點。</translation>
    </message>
</context>
<context>
    <name>sw::ui::AboutDialog</name>
    <message>
        <source>About Sheetwright</source>
        <translation>關於 Sheetwright</translation>
    </message>
    <message>
        <source>Character and crew sheets for Blades in the Dark and other Forged in the Dark games, with the rules checked as you play.</source>
        <translation>暗夜冷鋒及其他 Forged in the Dark 遊戲的角色表與幫派表，遊玩時即時檢查規則。</translation>
    </message>
    <message>
        <source>This work is based on Blades in the Dark (&lt;a href=&quot;https://bladesinthedark.com/&quot;&gt;bladesinthedark.com&lt;/a&gt;), product of One Seven Design, developed and authored by John Harper, and licensed for our use under the Creative Commons Attribution 3.0 Unported license (&lt;a href=&quot;https://creativecommons.org/licenses/by/3.0/&quot;&gt;CC BY 3.0&lt;/a&gt;). The Blades in the Dark SRD is published by Evil Hat Productions.</source>
        <translation>本作品以《Blades in the Dark》（&lt;a href=&quot;https://bladesinthedark.com/&quot;&gt;bladesinthedark.com&lt;/a&gt;）為基礎，該作品為 One Seven Design 的產品，由 John Harper 設計與撰寫，依創用 CC 姓名標示 3.0 未本地化授權條款（&lt;a href=&quot;https://creativecommons.org/licenses/by/3.0/&quot;&gt;CC BY 3.0&lt;/a&gt;）授權我們使用。Blades in the Dark SRD 由 Evil Hat Productions 發行。</translation>
    </message>
    <message>
        <source>Traditional Chinese terms follow the Blades in the Dark SRD translation by 洪偉 (暗夜冷鋒), also under CC BY 3.0.</source>
        <translation>繁體中文術語依循洪偉翻譯的 Blades in the Dark SRD（暗夜冷鋒），同樣以 CC BY 3.0 授權。</translation>
    </message>
    <message>
        <source>Sheetwright is not affiliated with or endorsed by One Seven Design or Evil Hat Productions.</source>
        <translation>Sheetwright 與 One Seven Design 及 Evil Hat Productions 並無關聯，亦未獲其背書。</translation>
    </message>
</context>
<context>
    <name>sw::ui::AbsorbHitDialog</name>
    <message>
        <source>Take a Hit — %1</source>
        <translation>承受打擊——%1</translation>
    </message>
    <message>
        <source>&amp;Shifts of the hit</source>
        <translation>打擊的檔次(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Track</source>
        <translation>壓力軌(&amp;T)</translation>
    </message>
    <message>
        <source>Who gets the free invoke on a consequence</source>
        <translation>誰得到後果上的免費援引</translation>
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
        <translation>壓力格（每格 1 檔次）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The consequence, written as an aspect</source>
        <translation>寫成形象的後果</translation>
    </message>
    <message>
        <source>Absorbs %1 of %2 shift(s).</source>
        <translation>吸收 %2 檔次中的 %1。</translation>
    </message>
    <message>
        <source>The sheet can absorb at most %1 on this track: the character is taken out.</source>
        <translation>這條壓力軌最多只能吸收 %1：角色被剔除。</translation>
    </message>
    <message>
        <source>Write each consequence you take as an aspect.</source>
        <translation>請把承受的每個後果寫成形象。</translation>
    </message>
    <message>
        <source>Any aspect but the high concept</source>
        <translation>高概念以外的任一形象</translation>
    </message>
    <message>
        <source>An extreme consequence permanently replaces this aspect</source>
        <translation>極端後果會永久取代這個形象</translation>
    </message>
    <message>
        <source>Extreme &amp;replaces</source>
        <translation>極端後果取代(&amp;R)</translation>
    </message>
</context>
<context>
    <name>sw::ui::ActionDotsPage</name>
    <message>
        <source>Action dots</source>
        <translation>行動點</translation>
    </message>
    <message numerus="yes">
        <source>Your playbook placed %n dot(s). Place the rest where your scoundrel is good.</source>
        <translation>
            <numerusform>你的遊玩書已分配 %n 點。請將其餘的點分配在你的惡棍擅長的行動上。</numerusform>
        </translation>
    </message>
    <message>
        <source>Place %1 dot in an action that reflects your heritage, %2 in one that reflects your background and %3 anywhere. While the character is made, no action goes above %4.</source>
        <translation>在反映你出身的行動上分配 %1 點，在反映你背景的行動上分配 %2 點，其餘 %3 點可任意分配。創造角色期間，任何行動都不能超過 %4 點。</translation>
    </message>
    <message numerus="yes">
        <source>%1: the playbook gives %n dot(s) here; they stay. At most %2 while the character is made.</source>
        <translation>
            <numerusform>%1：遊玩書在此給予 %n 點，這些點不能移除。創造角色期間最多 %2 點。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: at most %2 dots while the character is made.</source>
        <translation>%1：創造角色期間最多 %2 點。</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n dot(s) left</source>
        <translation>
            <numerusform>剩餘 %1 點（共 %n 點）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::ActionsPanel</name>
    <message>
        <source>%1 to %2 dots</source>
        <translation>%1設為 %2 點</translation>
    </message>
    <message>
        <source>The attribute&apos;s rating: the number of its actions with at least one dot; you roll it to resist.</source>
        <translation>屬性評等：該屬性下至少有一點的行動數；抵抗骰時擲這個數量的骰子。</translation>
    </message>
    <message>
        <source>At most %1 dots now.</source>
        <translation>目前最多 %1 點。</translation>
    </message>
    <message>
        <source>Click to resist a consequence with %1.</source>
        <translation>點一下以%1抵抗後果。</translation>
    </message>
    <message>
        <source>Click to roll %1.</source>
        <translation>點一下擲%1。</translation>
    </message>
    <message>
        <source>XP to %1</source>
        <translation>經驗點設為 %1</translation>
    </message>
    <message>
        <source>%1 XP</source>
        <translation>%1經驗點</translation>
    </message>
    <message>
        <source>Mark XP here for a desperate roll with one of these actions, or by training; a full track is one more action dot.</source>
        <translation>以這些行動進行絕望擲骰或受訓時，在此標記經驗點；填滿後可增加一個行動點。</translation>
    </message>
    <message>
        <source>Playbook &amp;XP</source>
        <translation>遊玩書經驗點(&amp;X)</translation>
    </message>
    <message>
        <source>Playbook XP</source>
        <translation>遊玩書經驗點</translation>
    </message>
    <message>
        <source>Mark playbook XP at the end of the session for its triggers; a full track is a new special ability.</source>
        <translation>遊戲結束時依觸發條件標記遊玩書經驗點；填滿後可獲得一項新的特殊能力。</translation>
    </message>
    <message>
        <source>R: resist a consequence with %1.</source>
        <translation>按 R：以%1抵抗後果。</translation>
    </message>
    <message>
        <source>R: roll %1.</source>
        <translation>按 R：擲%1。</translation>
    </message>
</context>
<context>
    <name>sw::ui::AdvancementDialog</name>
    <message>
        <source>Advance</source>
        <translation>成長</translation>
    </message>
    <message>
        <source>A track is full. Choose &amp;what the advance brings; only what the rules allow can be chosen.</source>
        <translation>有一條經驗點軌已填滿。請選擇這次成長的內容(&amp;W)；只能選擇規則允許的項目。</translation>
    </message>
    <message>
        <source>Advance choices</source>
        <translation>成長選項</translation>
    </message>
    <message>
        <source>A playbook advance is a new special ability; an attribute advance is one more dot in one of its actions.</source>
        <translation>遊玩書成長可獲得一項新的特殊能力；屬性成長可為該屬性的一項行動增加一點。</translation>
    </message>
    <message>
        <source>Rules for the selected choice</source>
        <translation>所選項目的規則</translation>
    </message>
    <message>
        <source>Playbook advance: a new ability</source>
        <translation>遊玩書成長：新的特殊能力</translation>
    </message>
    <message numerus="yes">
        <source>%n playbook advance(s) waiting: each brings one more special ability.</source>
        <translation>
            <numerusform>有 %n 次遊玩書成長待取得：每次可獲得一項特殊能力。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (Veteran)</source>
        <translation>%1（老手）</translation>
    </message>
    <message>
        <source>A Veteran pick lets you take an ability of another playbook.</source>
        <translation>「老手」讓你可以選取其他遊玩書的特殊能力。</translation>
    </message>
    <message>
        <source>%1 advance: +1 action dot</source>
        <translation>%1成長：+1 行動點</translation>
    </message>
    <message numerus="yes">
        <source>%n %1 advance(s) waiting: each adds one dot to an action of %1, within the cap.</source>
        <translation>
            <numerusform>有 %n 次%1成長待取得：每次可為一項%1行動增加一點（不超過上限）。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Take Advance</source>
        <translation>取得成長(&amp;T)</translation>
    </message>
    <message>
        <source>Nothing is waiting to be taken.</source>
        <translation>沒有待取得的成長。</translation>
    </message>
    <message>
        <source>%1 goes from %2 to %3 dots.</source>
        <translation>「%1」從 %2 點提升為 %3 點。</translation>
    </message>
</context>
<context>
    <name>sw::ui::BladesExport</name>
    <message>
        <source>Nothing was exported: the campaign has no such sheet.</source>
        <translation>未匯出任何內容：戰役中沒有這張表。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>%1 was exported to %2.</source>
        <translation>%1 已匯出至 %2。</translation>
    </message>
    <message>
        <source>Export Sheet</source>
        <translation>匯出表</translation>
    </message>
    <message>
        <source>Foundry VTT actors (*.json)</source>
        <translation>Foundry VTT 角色（*.json）</translation>
    </message>
    <message>
        <source>Sheetwright sheets (*.json)</source>
        <translation>Sheetwright 表（*.json）</translation>
    </message>
    <message>
        <source>%1 Foundry VTT&apos;s sheet has no place for: %2.</source>
        <translation>%1 Foundry VTT 的角色表沒有位置可放：%2。</translation>
    </message>
</context>
<context>
    <name>sw::ui::BladesImport</name>
    <message>
        <source>This file is not JSON: %1.</source>
        <translation>這個檔案不是 JSON：%1。</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>匯入 %1</translation>
    </message>
    <message numerus="yes">
        <source>Import %n sheet(s)</source>
        <translation>
            <numerusform>匯入 %n 張表</numerusform>
        </translation>
    </message>
    <message>
        <source>This Foundry VTT file holds nothing Sheetwright can take.</source>
        <translation>這個 Foundry VTT 檔案裡沒有 Sheetwright 能讀取的內容。</translation>
    </message>
    <message>
        <source>Import takes a Foundry VTT actor or a Sheetwright sheet (JSON); a whole campaign export is imported with sheetwright-cli import.</source>
        <translation>匯入接受 Foundry VTT 角色或 Sheetwright 表（JSON）；整個戰役的匯出檔請用 sheetwright-cli import 匯入。</translation>
    </message>
    <message>
        <source>Nothing was imported: the sheet breaks rules. %1</source>
        <translation>沒有匯入任何東西：這張表違反規則。%1</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>匯入</translation>
    </message>
    <message>
        <source>Foundry VTT or Sheetwright JSON (*.json)</source>
        <translation>Foundry VTT 或 Sheetwright JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>The sheet breaks rules: %1 Import it anyway? The sheet will show what it breaks.</source>
        <translation>這張表違反規則：%1 仍要匯入嗎？表上會標示它違反的規則。</translation>
    </message>
    <message>
        <source>Import &amp;Anyway</source>
        <translation>仍要匯入(&amp;A)</translation>
    </message>
</context>
<context>
    <name>sw::ui::BladesUi</name>
    <message>
        <source>Crews</source>
        <translation>幫派</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>幫派</translation>
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
        <translation>進度鐘</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>進度鐘</translation>
    </message>
    <message>
        <source>Crew &quot;%1&quot; and all its members</source>
        <translation>幫派「%1」與所有成員</translation>
    </message>
    <message>
        <source>The faction ladder</source>
        <translation>派系梯</translation>
    </message>
    <message>
        <source>Every clock</source>
        <translation>所有進度鐘</translation>
    </message>
    <message>
        <source>New &amp;Character…</source>
        <translation>新增角色(&amp;C)…</translation>
    </message>
    <message>
        <source>Make a scoundrel step by step, as the rulebook does</source>
        <translation>依照規則書的步驟，逐步建立惡棍</translation>
    </message>
    <message>
        <source>Found a crew step by step: type, lair, hunting grounds, upgrades</source>
        <translation>逐步創立幫派：類型、巢穴、獵場、升級</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>&amp;Import (Foundry VTT or JSON)…</source>
        <translation>匯入（Foundry VTT 或 JSON）(&amp;I)…</translation>
    </message>
    <message>
        <source>Add a scoundrel, crew, factions or clock from a Foundry VTT actor, or a sheet exported as JSON.</source>
        <translation>從 Foundry VTT 角色，或匯出成 JSON 的表，加入惡棍、幫派、派系或進度鐘。</translation>
    </message>
    <message>
        <source>&amp;Rule Packs…</source>
        <translation>規則包(&amp;R)…</translation>
    </message>
    <message>
        <source>The rule packs Sheetwright knows, and where to put your own</source>
        <translation>Sheetwright 認得的規則包，以及放置自訂規則包的位置</translation>
    </message>
    <message>
        <source>New Cre&amp;w…</source>
        <translation>新增幫派(&amp;W)…</translation>
    </message>
</context>
<context>
    <name>sw::ui::CampaignActions</name>
    <message>
        <source>Duplicate %1</source>
        <translation>複製 %1</translation>
    </message>
    <message>
        <source>Made a copy of %1.</source>
        <translation>已複製 %1。</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>刪除 %1</translation>
    </message>
    <message>
        <source>Deleted %1. Edit ▸ Undo brings it back.</source>
        <translation>已刪除 %1。編輯 ▸ 復原可以找回。</translation>
    </message>
    <message>
        <source>&amp;Open Sheet</source>
        <translation>開啟表(&amp;O)</translation>
    </message>
    <message>
        <source>Open the sheet chosen in the campaign list.</source>
        <translation>開啟戰役清單中選取的表。</translation>
    </message>
    <message>
        <source>Dupli&amp;cate Sheet</source>
        <translation>複製表(&amp;C)</translation>
    </message>
    <message>
        <source>Make a copy of the sheet chosen in the campaign list.</source>
        <translation>複製戰役清單中選取的表。</translation>
    </message>
    <message>
        <source>&amp;Delete Sheet</source>
        <translation>刪除表(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the sheet chosen in the campaign list; Undo brings it back.</source>
        <translation>刪除戰役清單中選取的表；復原可以找回。</translation>
    </message>
    <message>
        <source>Exported %1.</source>
        <translation>已匯出 %1。</translation>
    </message>
    <message>
        <source>E&amp;xport Sheet…</source>
        <translation>匯出表(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the sheet chosen in the campaign list as a file File ▸ Import reads back.</source>
        <translation>將戰役清單中選取的表存成檔案，可再以「檔案 ▸ 匯入」讀回。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CampaignBrowser</name>
    <message>
        <source>All sheets</source>
        <translation>全部表單</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>顯示</translation>
    </message>
    <message>
        <source>Which sheets to list</source>
        <translation>要列出哪些表單</translation>
    </message>
    <message>
        <source>Search names, playbooks, crews…</source>
        <translation>搜尋名稱、遊玩書、幫派…</translation>
    </message>
    <message>
        <source>Search the campaign</source>
        <translation>搜尋戰役</translation>
    </message>
    <message>
        <source>Campaign sheets</source>
        <translation>戰役表單</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>幫派</translation>
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
        <translation>尚未開啟戰役</translation>
    </message>
    <message>
        <source>Create a campaign with File ▸ New Campaign, or open one with File ▸ Open.</source>
        <translation>以「檔案 ▸ 新增戰役」建立戰役，或以「檔案 ▸ 開啟」開啟戰役。</translation>
    </message>
    <message>
        <source>Campaign name</source>
        <translation>戰役名稱</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>檔案：%1</translation>
    </message>
    <message>
        <source>Campaign file</source>
        <translation>戰役檔案</translation>
    </message>
    <message>
        <source>Every change is saved as you make it.</source>
        <translation>每次修改都會立即儲存。</translation>
    </message>
    <message>
        <source>Campaign format version %1</source>
        <translation>戰役格式版本 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::CharacterSheet</name>
    <message>
        <source>New scoundrel</source>
        <translation>新惡棍</translation>
    </message>
    <message>
        <source>In creation: place the dots, choose one ability, a friend and a rival.</source>
        <translation>創造中：分配行動點，選擇一項特殊能力、一位密友與一位敵手。</translation>
    </message>
    <message>
        <source>Dead — the sheet is kept as it was.</source>
        <translation>已死亡——角色表保留原狀。</translation>
    </message>
    <message>
        <source>Retired — the sheet is kept as it was.</source>
        <translation>已退休——角色表保留原狀。</translation>
    </message>
    <message>
        <source>Incarcerated.</source>
        <translation>監禁中。</translation>
    </message>
    <message numerus="yes">
        <source>Take %n advance(s)…</source>
        <translation>
            <numerusform>取得 %n 次成長…</numerusform>
        </translation>
    </message>
    <message>
        <source>GM overrides on this sheet: %1</source>
        <translation>此表的 GM 裁定：%1</translation>
    </message>
    <message>
        <source>Take an advance</source>
        <translation>取得成長</translation>
    </message>
</context>
<context>
    <name>sw::ui::CharacterWizard</name>
    <message>
        <source>New Scoundrel</source>
        <translation>新增惡棍</translation>
    </message>
    <message>
        <source>Starting action dots:</source>
        <translation>起始行動點：</translation>
    </message>
    <message>
        <source>XP trigger:</source>
        <translation>經驗點觸發條件：</translation>
    </message>
    <message>
        <source>Special abilities:</source>
        <translation>特殊能力：</translation>
    </message>
    <message>
        <source>Playbook</source>
        <translation>遊玩書</translation>
    </message>
    <message>
        <source>Choose what kind of scoundrel you play. Changing it later clears the dots, ability, friend and rival chosen for the old one.</source>
        <translation>選擇你要扮演哪一種惡棍。之後若更換，為原遊玩書選的行動點、特殊能力、密友與敵手都會清除。</translation>
    </message>
    <message>
        <source>&amp;Playbook:</source>
        <translation>遊玩書(&amp;P)：</translation>
    </message>
    <message>
        <source>Heritage</source>
        <translation>出身</translation>
    </message>
    <message>
        <source>Where your family comes from. Add a detail about them.</source>
        <translation>你的家族來自何方。請補充一項關於家族的細節。</translation>
    </message>
    <message>
        <source>&amp;Heritage:</source>
        <translation>出身(&amp;H)：</translation>
    </message>
    <message>
        <source>Your heritage is your family&apos;s land of origin; one of your action dots will reflect it.</source>
        <translation>出身是你家族的發源地；你的其中一個行動點將反映你的出身。</translation>
    </message>
    <message>
        <source>Family &amp;detail:</source>
        <translation>家族細節(&amp;D)：</translation>
    </message>
    <message>
        <source>A detail about your family, in a few words.</source>
        <translation>用幾個字描述你家族的一項細節。</translation>
    </message>
    <message>
        <source>e.g. my mother still runs the old eel boat</source>
        <translation>例如：我母親還在經營那艘老鰻魚船</translation>
    </message>
    <message>
        <source>Background</source>
        <translation>背景</translation>
    </message>
    <message>
        <source>What you did before you joined the crew. Add a specific detail.</source>
        <translation>你加入幫派之前做過什麼。請補充一項具體細節。</translation>
    </message>
    <message>
        <source>Bac&amp;kground:</source>
        <translation>背景(&amp;K)：</translation>
    </message>
    <message>
        <source>Your background is what you did before; one of your action dots will reflect it.</source>
        <translation>背景是你過去的經歷；你的其中一個行動點將反映你的背景。</translation>
    </message>
    <message>
        <source>Specific &amp;detail:</source>
        <translation>具體細節(&amp;D)：</translation>
    </message>
    <message>
        <source>A specific detail of that life, in a few words.</source>
        <translation>用幾個字描述那段生活的一項具體細節。</translation>
    </message>
    <message>
        <source>e.g. deserted from the Imperial army at Mistmoor</source>
        <translation>例如：在霧沼當過帝國軍的逃兵</translation>
    </message>
    <message>
        <source>The first ability of the playbook is its default pick.</source>
        <translation>遊玩書的第一項特殊能力是預設選擇。</translation>
    </message>
    <message>
        <source>Special ability</source>
        <translation>特殊能力</translation>
    </message>
    <message>
        <source>Choose one special ability of your playbook. More come with playbook advances.</source>
        <translation>從你的遊玩書中選擇一項特殊能力。之後可透過遊玩書成長取得更多。</translation>
    </message>
    <message>
        <source>&amp;Special ability:</source>
        <translation>特殊能力(&amp;S)：</translation>
    </message>
    <message>
        <source>At creation you take one special ability of your playbook; the first one is the default.</source>
        <translation>創造角色時，從遊玩書中選取一項特殊能力；預設為第一項。</translation>
    </message>
    <message>
        <source>Vice</source>
        <translation>惡習</translation>
    </message>
    <message>
        <source>Choose the vice you indulge to clear stress, describe it, and name your purveyor.</source>
        <translation>選擇你用來清除壓力的惡習，描述它，並寫下你的供應者。</translation>
    </message>
    <message>
        <source>&amp;Vice:</source>
        <translation>惡習(&amp;V)：</translation>
    </message>
    <message>
        <source>One kind of vice; indulging it in downtime clears stress.</source>
        <translation>一種惡習；在休整時沉溺其中可清除壓力。</translation>
    </message>
    <message>
        <source>&amp;Describe it:</source>
        <translation>描述(&amp;D)：</translation>
    </message>
    <message>
        <source>What exactly your vice is, in a few words.</source>
        <translation>用幾個字說明你的惡習具體是什麼。</translation>
    </message>
    <message>
        <source>e.g. dice at the Silver Stag</source>
        <translation>例如：在銀雄鹿擲骰賭博</translation>
    </message>
    <message>
        <source>&amp;Purveyor:</source>
        <translation>供應者(&amp;P)：</translation>
    </message>
    <message>
        <source>The person who serves your vice, and where to find them.</source>
        <translation>供應你惡習的人，以及在哪裡可以找到對方。</translation>
    </message>
    <message>
        <source>e.g. Singer, at the Silver Stag in Nightmarket</source>
        <translation>例如：「歌手」，在夜市區的銀雄鹿</translation>
    </message>
    <message>
        <source>Name, alias and look</source>
        <translation>名字、化名與外貌</translation>
    </message>
    <message>
        <source>Record your name, an alias if you use one, and a few words about your look.</source>
        <translation>寫下你的名字、化名（如果有的話），並用幾個字描述你的外貌。</translation>
    </message>
    <message>
        <source>Na&amp;me:</source>
        <translation>名字(&amp;M)：</translation>
    </message>
    <message>
        <source>Every scoundrel has a name; it is required.</source>
        <translation>每個惡棍都有名字；此欄必填。</translation>
    </message>
    <message>
        <source>e.g. Mara Kell</source>
        <translation>例如：瑪拉·凱爾</translation>
    </message>
    <message>
        <source>&amp;Alias:</source>
        <translation>化名(&amp;A)：</translation>
    </message>
    <message>
        <source>An alias is optional: the name the streets know you by.</source>
        <translation>化名可不填：街頭上的人對你的稱呼。</translation>
    </message>
    <message>
        <source>e.g. the Widow</source>
        <translation>例如：寡婦</translation>
    </message>
    <message>
        <source>&amp;Look:</source>
        <translation>外貌(&amp;L)：</translation>
    </message>
    <message>
        <source>A few evocative words: build, clothes, manner.</source>
        <translation>幾個生動的詞語：體型、衣著、舉止。</translation>
    </message>
    <message>
        <source>e.g. lean, scarred hands, long coat, quiet voice</source>
        <translation>例如：瘦削、滿是傷疤的手、長大衣、輕聲細語</translation>
    </message>
    <message>
        <source>Your scoundrel</source>
        <translation>你的惡棍</translation>
    </message>
    <message>
        <source>Review the sheet. Finish starts play; the action dots are then fixed and grow by advances.</source>
        <translation>請檢查角色表。按「完成」即開始遊戲；之後行動點便固定，只能透過成長增加。</translation>
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
        <translation>敵手</translation>
    </message>
    <message>
        <source>Purveyor</source>
        <translation>供應者</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>外貌</translation>
    </message>
    <message>
        <source>XP trigger</source>
        <translation>經驗點觸發條件</translation>
    </message>
    <message>
        <source>The playbook gives 3 starting action dots, its special abilities, its people and your XP trigger.</source>
        <translation>遊玩書提供 3 個起始行動點、其特殊能力、相關人物，以及你的經驗點觸發條件。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ClaimsMapView</name>
    <message>
        <source>%1, held</source>
        <translation>%1，已掌握</translation>
    </message>
    <message>
        <source>%1, not held</source>
        <translation>%1，未掌握</translation>
    </message>
</context>
<context>
    <name>sw::ui::ClaimsPanel</name>
    <message>
        <source>Lose a claim</source>
        <translation>失去管區</translation>
    </message>
    <message>
        <source>Seize a claim</source>
        <translation>奪取管區</translation>
    </message>
    <message>
        <source>Lair</source>
        <translation>巢穴</translation>
    </message>
    <message>
        <source>The crew&apos;s lair: every path starts here.</source>
        <translation>幫派的巢穴：所有路徑都從這裡出發。</translation>
    </message>
    <message>
        <source>C&amp;laims</source>
        <translation>管區(&amp;L)</translation>
    </message>
    <message>
        <source>Claims map</source>
        <translation>管區圖</translation>
    </message>
    <message>
        <source>Seize a claim next to the lair or one you hold; one off the path needs the GM&apos;s leave (GM override mode).</source>
        <translation>可奪取與巢穴或已掌握管區相鄰的管區；不相連的管區需要 GM 許可（GM 裁定模式）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ClockDialog</name>
    <message>
        <source>New Clock</source>
        <translation>新增進度鐘</translation>
    </message>
    <message>
        <source>Edit Clock</source>
        <translation>編輯進度鐘</translation>
    </message>
    <message numerus="yes">
        <source>%n segments</source>
        <translation>
            <numerusform>%n 格</numerusform>
        </translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>&amp;GM only (hidden from players)</source>
        <translation>僅限 GM，不讓玩家看見(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>格數(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>種類(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Belongs to</source>
        <translation>所屬(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Unlocks</source>
        <translation>完成後開啟(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Races against</source>
        <translation>競賽對象(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Filled</source>
        <translation>已填格數(&amp;F)</translation>
    </message>
    <message>
        <source>Danger and mission clocks only fill; tug-of-war clocks fill and empty (A §6).</source>
        <translation>危險鐘與任務鐘只會填入；拔河鐘則可增可減（A §6）。</translation>
    </message>
    <message>
        <source>A linked clock: completing this one unlocks the one chosen here.</source>
        <translation>連環鐘：此進度鐘完成後，會解鎖這裡選擇的進度鐘。</translation>
    </message>
    <message>
        <source>Racing clocks: two clocks, whichever fills first wins.</source>
        <translation>競賽鐘：兩個進度鐘互相競速，先填滿者獲勝。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ClocksBoard</name>
    <message>
        <source>All clocks</source>
        <translation>所有進度鐘</translation>
    </message>
    <message>
        <source>%1 of %2 filled</source>
        <translation>已填 %1/%2 格</translation>
    </message>
    <message>
        <source>Unlocks: %1</source>
        <translation>完成後開啟：%1</translation>
    </message>
    <message>
        <source>Races: %1</source>
        <translation>競賽對象：%1</translation>
    </message>
    <message>
        <source>Locked until the clock before it is complete</source>
        <translation>鎖定中：前一個進度鐘完成後才會解鎖</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>GM only</source>
        <translation>僅限 GM</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>編輯…</translation>
    </message>
    <message>
        <source>Faction roll</source>
        <translation>派系擲骰</translation>
    </message>
    <message>
        <source>The faction turn: a fortune roll on the faction&apos;s tier ticks 1, 2, 3 or 5 segments (C §9).</source>
        <translation>派系回合：以派系的層級擲運氣骰，推進 1、2、3 或 5 格（C §9）。</translation>
    </message>
    <message>
        <source>Faction clock roll</source>
        <translation>派系鐘擲骰</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Remove clock %1</source>
        <translation>移除進度鐘 %1</translation>
    </message>
    <message>
        <source>Clock %1: %2 of %3</source>
        <translation>進度鐘 %1：填到 %2/%3 格</translation>
    </message>
    <message>
        <source>New clock %1</source>
        <translation>新增進度鐘 %1</translation>
    </message>
    <message>
        <source>Edit clock %1</source>
        <translation>編輯進度鐘 %1</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>顯示(&amp;S)：</translation>
    </message>
    <message>
        <source>Only the clocks of one owner: the campaign, a crew, a scoundrel or a faction.</source>
        <translation>只顯示單一所屬者的進度鐘：戰役、某個幫派、惡棍或派系。</translation>
    </message>
    <message>
        <source>&amp;New Clock…</source>
        <translation>新增進度鐘(&amp;N)…</translation>
    </message>
    <message>
        <source>A clock of 4, 6, 8, 10 or 12 segments (A §6).</source>
        <translation>4、6、8、10 或 12 格的進度鐘（A §6）。</translation>
    </message>
    <message>
        <source>No clocks yet. A clock tracks an obstacle, a danger or a goal: make one with New Clock.</source>
        <translation>還沒有進度鐘。進度鐘用來追蹤阻礙、危險或目標：請用「新增進度鐘」建立一個。</translation>
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
        <translation>新增同夥</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>種類(&amp;K)</translation>
    </message>
    <message>
        <source>A gang is a group of one type; an expert is one specialist.</source>
        <translation>團夥是同一類型的一群人；專家則是單獨一位專才。</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>類型(&amp;T)</translation>
    </message>
    <message>
        <source>What the gang does, or the expert&apos;s speciality (type your own).</source>
        <translation>團夥從事的工作，或專家的專長（可自行輸入）。</translation>
    </message>
    <message>
        <source>&amp;Edge</source>
        <translation>優勢(&amp;E)</translation>
    </message>
    <message>
        <source>What the cohort is good at; each edge comes with a flaw.</source>
        <translation>同夥擅長的事；每項優勢都伴隨一項缺陷。</translation>
    </message>
    <message>
        <source>&amp;Flaw</source>
        <translation>缺陷(&amp;F)</translation>
    </message>
    <message>
        <source>What holds the cohort back.</source>
        <translation>拖累同夥的弱點。</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>Second e&amp;dge</source>
        <translation>第二項優勢(&amp;D)</translation>
    </message>
    <message>
        <source>A cohort may have a second edge; it brings a second flaw.</source>
        <translation>同夥可有第二項優勢，並隨之帶來第二項缺陷。</translation>
    </message>
    <message>
        <source>Second f&amp;law</source>
        <translation>第二項缺陷(&amp;L)</translation>
    </message>
    <message>
        <source>The flaw that comes with the second edge.</source>
        <translation>隨第二項優勢而來的缺陷。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CohortPage</name>
    <message>
        <source>Cohorts</source>
        <translation>同夥</translation>
    </message>
    <message>
        <source>Each Cohort upgrade brings a gang (a group of one type) or an expert, with an edge and a flaw.</source>
        <translation>每個「同夥」升級可帶來一個團夥（同一類型的一群人）或一位專家，附帶一項優勢與一項缺陷。</translation>
    </message>
    <message>
        <source>&amp;Cohorts on the sheet:</source>
        <translation>表上的同夥(&amp;C)：</translation>
    </message>
    <message>
        <source>One cohort for each Cohort upgrade the crew has marked.</source>
        <translation>幫派每標記一個「同夥」升級，就有一個同夥。</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>Erase the selected cohort from the sheet.</source>
        <translation>從表上移除所選的同夥。</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K)：</translation>
    </message>
    <message>
        <source>A gang: quality and scale follow the crew&apos;s tier. An expert: quality tier +1, scale 0.</source>
        <translation>團夥：品質與規模等於幫派層級。專家：品質為層級 +1，規模為 0。</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>類型(&amp;T)：</translation>
    </message>
    <message>
        <source>A gang has one type; an expert has one area of expertise.</source>
        <translation>團夥有一種類型；專家有一個專業領域。</translation>
    </message>
    <message>
        <source>&amp;Edge:</source>
        <translation>優勢(&amp;E)：</translation>
    </message>
    <message>
        <source>One edge: what the cohort is especially good at.</source>
        <translation>一項優勢：同夥特別擅長的事。</translation>
    </message>
    <message>
        <source>F&amp;law:</source>
        <translation>缺陷(&amp;L)：</translation>
    </message>
    <message>
        <source>As many flaws as edges: one.</source>
        <translation>缺陷數與優勢數相同：一項。</translation>
    </message>
    <message>
        <source>&amp;Add Cohort</source>
        <translation>新增同夥(&amp;A)</translation>
    </message>
    <message>
        <source>Put the cohort described above on the sheet.</source>
        <translation>將上方設定的同夥加到表上。</translation>
    </message>
    <message>
        <source>%1 (%2) — edge: %3, flaw: %4</source>
        <translation>%1（%2）——優勢：%3，缺陷：%4</translation>
    </message>
    <message numerus="yes">
        <source>Your upgrades pay for %n more cohort(s).</source>
        <translation>
            <numerusform>你們的升級還可提供 %n 個同夥。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every cohort your upgrades pay for is on the sheet.</source>
        <translation>升級提供的同夥都已加到表上。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ConnectDialog</name>
    <message>
        <source>Connect to a Shared Campaign</source>
        <translation>連線到共享戰役</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>伺服器(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>連接埠(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Campaign database:</source>
        <translation>戰役資料庫(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>使用者(&amp;U)：</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密碼(&amp;W)：</translation>
    </message>
    <message>
        <source>verify-full: encrypted, the server&apos;s name checked (recommended)</source>
        <translation>verify-full：加密，並核對伺服器名稱（建議）</translation>
    </message>
    <message>
        <source>verify-ca: encrypted, the server&apos;s certificate checked</source>
        <translation>verify-ca：加密，並核對伺服器憑證</translation>
    </message>
    <message>
        <source>require: encrypted, the server not checked</source>
        <translation>require：加密，但不核對伺服器</translation>
    </message>
    <message>
        <source>prefer: encrypted when the server offers it</source>
        <translation>prefer：伺服器支援時才加密</translation>
    </message>
    <message>
        <source>disable: not encrypted (only on your own network)</source>
        <translation>disable：不加密（僅限自己的網路）</translation>
    </message>
    <message>
        <source>Ask the GM for the server&apos;s address, the database and your user name and password.</source>
        <translation>請向 GM 索取伺服器位址、資料庫，以及你的使用者名稱與密碼。</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the system keychain</source>
        <translation>將密碼記在系統鑰匙圈中(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Remember the password until Sheetwright closes</source>
        <translation>記住密碼直到關閉 Sheetwright(&amp;R)</translation>
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
        <translation>喜愛的聯絡人</translation>
    </message>
    <message>
        <source>Mark one of your crew type&apos;s contacts as a close friend, long-time ally or partner in crime. The GM names a faction that is friendly to them and one that is not.</source>
        <translation>從幫派類型的聯絡人中標記一位，作為密友、長期盟友或犯罪搭檔。GM 會指定一個與此人友好的派系，以及一個不友好的派系。</translation>
    </message>
    <message>
        <source>Favorite &amp;contact:</source>
        <translation>喜愛的聯絡人(&amp;C)：</translation>
    </message>
    <message>
        <source>One of the crew type&apos;s five contacts becomes the favorite.</source>
        <translation>幫派類型的五位聯絡人之一成為喜愛的聯絡人。</translation>
    </message>
    <message>
        <source>Fr&amp;iendly faction:</source>
        <translation>友好派系(&amp;I)：</translation>
    </message>
    <message>
        <source>A faction friendly with your contact: +1 status (+2 with the stronger ties).</source>
        <translation>與你的聯絡人友好的派系：地位 +1（交情更深時 +2）。</translation>
    </message>
    <message>
        <source>&amp;Unfriendly faction:</source>
        <translation>不友好派系(&amp;U)：</translation>
    </message>
    <message>
        <source>A faction hostile to your contact: −1 status (−2 with the stronger ties).</source>
        <translation>與你的聯絡人敵對的派系：地位 −1（交情更深時 −2）。</translation>
    </message>
    <message>
        <source>&amp;Stronger ties: +2 and −2 instead of +1 and −1</source>
        <translation>交情更深：改為 +2 與 −2，而非 +1 與 −1(&amp;S)</translation>
    </message>
    <message>
        <source>By choice, the two factions move by 2 each instead of 1.</source>
        <translation>可自行選擇讓兩個派系的地位各變動 2 而非 1。</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— 無 —</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewAdvanceDialog</name>
    <message>
        <source>Crew Advance</source>
        <translation>幫派成長</translation>
    </message>
    <message>
        <source>A new &amp;special ability:</source>
        <translation>新的特殊能力(&amp;S)：</translation>
    </message>
    <message>
        <source>One crew special ability of your type that the crew does not have yet.</source>
        <translation>一項屬於你們幫派類型、幫派尚未擁有的特殊能力。</translation>
    </message>
    <message>
        <source>Crew special abilities</source>
        <translation>幫派特殊能力</translation>
    </message>
    <message>
        <source>Two &amp;upgrade boxes:</source>
        <translation>兩格升級(&amp;U)：</translation>
    </message>
    <message>
        <source>Two boxes: both in one upgrade, or one each in two upgrades.</source>
        <translation>兩格：都標記在同一項升級，或在兩項升級各標記一格。</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>升級</translation>
    </message>
    <message>
        <source>Rules for the selected choice</source>
        <translation>所選項目的規則</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> / %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n box(es) left to mark</source>
        <translation>
            <numerusform>還要標記 %1 格（共 %n 格）</numerusform>
        </translation>
    </message>
    <message>
        <source>Select an ability or an upgrade to read its rule.</source>
        <translation>選擇一項特殊能力或升級以查看其規則。</translation>
    </message>
    <message>
        <source>&amp;Take Advance</source>
        <translation>取得成長(&amp;T)</translation>
    </message>
    <message>
        <source>The crew&apos;s XP track is full. Take one new special ability, or mark two upgrade boxes.</source>
        <translation>幫派經驗點軌已填滿。請取得一項新的特殊能力，或標記兩格升級。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewIdentityPanel</name>
    <message>
        <source>Choose the crew type</source>
        <translation>選擇幫派類型</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>編輯%1</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>（請選擇）</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>The crew&apos;s name.</source>
        <translation>幫派的名稱。</translation>
    </message>
    <message>
        <source>Crew &amp;type</source>
        <translation>幫派類型(&amp;T)</translation>
    </message>
    <message>
        <source>Chosen at creation: it gives the crew&apos;s abilities, upgrades, contacts and claims.</source>
        <translation>於創造幫派時選定：決定幫派的特殊能力、升級、聯絡人與管區。</translation>
    </message>
    <message>
        <source>&amp;Reputation</source>
        <translation>名聲(&amp;R)</translation>
    </message>
    <message>
        <source>How the underworld sees the crew; pick one or write your own.</source>
        <translation>黑道如何看待這個幫派；從清單挑選或自行填寫。</translation>
    </message>
    <message>
        <source>&amp;Lair</source>
        <translation>巢穴(&amp;L)</translation>
    </message>
    <message>
        <source>Where the crew meets and keeps its coin.</source>
        <translation>幫派聚會與存放錢幣的地方。</translation>
    </message>
    <message>
        <source>Lair &amp;district</source>
        <translation>巢穴城區(&amp;D)</translation>
    </message>
    <message>
        <source>The district the lair is in.</source>
        <translation>巢穴所在的城區。</translation>
    </message>
    <message>
        <source>&amp;Hunting grounds</source>
        <translation>獵場(&amp;H)</translation>
    </message>
    <message>
        <source>The district where the crew does its operations.</source>
        <translation>幫派進行任務行動的城區。</translation>
    </message>
    <message>
        <source>Hunting &amp;area</source>
        <translation>獵場區域(&amp;A)</translation>
    </message>
    <message>
        <source>The part of the district the crew works.</source>
        <translation>幫派在該城區活動的範圍。</translation>
    </message>
    <message>
        <source>Preferred &amp;operation</source>
        <translation>偏好的任務行動(&amp;O)</translation>
    </message>
    <message>
        <source>The kind of operation the crew favors there.</source>
        <translation>幫派在那裡偏好的任務行動類型。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewListsPanel</name>
    <message>
        <source>Crew ability %1</source>
        <translation>幫派能力「%1」</translation>
    </message>
    <message>
        <source>Upgrade %1</source>
        <translation>升級「%1」</translation>
    </message>
    <message>
        <source>Crew a&amp;bilities</source>
        <translation>幫派能力(&amp;B)</translation>
    </message>
    <message>
        <source>Crew abilities</source>
        <translation>幫派能力</translation>
    </message>
    <message>
        <source>One at creation; more from crew advances.</source>
        <translation>創造幫派時選一項；之後靠幫派成長取得更多。</translation>
    </message>
    <message>
        <source>&amp;Upgrades</source>
        <translation>升級(&amp;U)</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>升級</translation>
    </message>
    <message>
        <source>Mark an upgrade&apos;s boxes to have it; at creation the crew marks a few, later through crew advances. Click marks the next box.</source>
        <translation>標記升級的格子即可擁有該升級；創造幫派時可標記幾格，之後透過幫派成長標記。點選會標記下一格。</translation>
    </message>
    <message>
        <source>C&amp;ontacts</source>
        <translation>聯絡人(&amp;O)</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>聯絡人</translation>
    </message>
    <message>
        <source>The crew type&apos;s contacts; the marked one is the favorite, chosen at creation.</source>
        <translation>幫派類型的聯絡人；有標記的是創造幫派時選定的喜愛聯絡人。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewPeoplePanel</name>
    <message>
        <source>Unharmed</source>
        <translation>未受傷</translation>
    </message>
    <message>
        <source>Remove a cohort</source>
        <translation>移除同夥</translation>
    </message>
    <message>
        <source>Cohort harm to %1</source>
        <translation>同夥傷害設為 %1</translation>
    </message>
    <message>
        <source>Add a cohort</source>
        <translation>新增同夥</translation>
    </message>
    <message>
        <source>Status with %1 to %2</source>
        <translation>與%1的地位設為 %2</translation>
    </message>
    <message>
        <source>Co&amp;horts</source>
        <translation>同夥(&amp;H)</translation>
    </message>
    <message>
        <source>Cohorts</source>
        <translation>同夥</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Edges</source>
        <translation>優勢</translation>
    </message>
    <message>
        <source>Flaws</source>
        <translation>缺陷</translation>
    </message>
    <message>
        <source>Harm</source>
        <translation>傷害</translation>
    </message>
    <message>
        <source>A gang or an expert for each cohort upgrade; edges and as many flaws.</source>
        <translation>每個同夥升級對應一個團夥或一位專家；缺陷數與優勢數相同。</translation>
    </message>
    <message>
        <source>Cohort harm</source>
        <translation>同夥傷害</translation>
    </message>
    <message>
        <source>Weakened, impaired, broken, dead.</source>
        <translation>虛弱、受損、殘破、死亡。</translation>
    </message>
    <message>
        <source>Add cohort…</source>
        <translation>新增同夥…</translation>
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
        <translation>層級</translation>
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
        <translation>幫派與各派系的地位，從 +3（盟友）到 −3（戰爭）。</translation>
    </message>
    <message>
        <source>Raise the crew&apos;s status with the selected faction</source>
        <translation>提高幫派與所選派系的地位</translation>
    </message>
    <message>
        <source>Raise status</source>
        <translation>提高地位</translation>
    </message>
    <message>
        <source>Lower the crew&apos;s status with the selected faction; −3 is war</source>
        <translation>降低幫派與所選派系的地位；−3 即為戰爭</translation>
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
        <translation>新幫派</translation>
    </message>
    <message>
        <source>In creation: choose the crew&apos;s ability and upgrades.</source>
        <translation>創造中：選擇幫派的特殊能力與升級。</translation>
    </message>
    <message>
        <source>Take a crew advance</source>
        <translation>取得幫派成長</translation>
    </message>
    <message numerus="yes">
        <source>At war: +%1 heat per score, %n downtime activity(s) per scoundrel, hold %2 while it lasts.</source>
        <translation>
            <numerusform>戰爭中：每次做案追緝 +%1，每名惡棍 %n 項休整活動，戰爭期間凝聚%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>1 lower</source>
        <translation>降低 1</translation>
    </message>
    <message>
        <source>kept (War Dogs)</source>
        <translation>不變（戰爭財）</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewTracksPanel</name>
    <message>
        <source>Rep to %1</source>
        <translation>名望設為 %1</translation>
    </message>
    <message>
        <source>Hold: %1</source>
        <translation>凝聚：%1</translation>
    </message>
    <message>
        <source>Advance tier</source>
        <translation>提升層級</translation>
    </message>
    <message>
        <source>Heat to %1</source>
        <translation>追緝設為 %1</translation>
    </message>
    <message>
        <source>Wanted level to %1</source>
        <translation>通緝等級設為 %1</translation>
    </message>
    <message>
        <source>Crew coin to %1</source>
        <translation>幫派錢幣設為 %1</translation>
    </message>
    <message>
        <source>Turf %1</source>
        <translation>地盤 %1</translation>
    </message>
    <message>
        <source>Tier %1</source>
        <translation>層級 %1</translation>
    </message>
    <message>
        <source>Pay %1 coin to rise to the next tier; hold becomes weak.</source>
        <translation>支付 %1 錢幣提升到下一層級；凝聚變為弱。</translation>
    </message>
    <message numerus="yes">
        <source>Take %n crew advance(s)…</source>
        <translation>
            <numerusform>取得 %n 次幫派成長…</numerusform>
        </translation>
    </message>
    <message>
        <source>Re&amp;p</source>
        <translation>名望(&amp;P)</translation>
    </message>
    <message>
        <source>Rep from scores; when the track fills (less what turf covers) the crew may advance tier.</source>
        <translation>名望來自做案；名望軌填滿時（扣除地盤占去的格子），幫派可以提升層級。</translation>
    </message>
    <message>
        <source>H&amp;eat</source>
        <translation>追緝(&amp;E)</translation>
    </message>
    <message>
        <source>Heat from scores; when the track fills, the wanted level rises and heat clears.</source>
        <translation>追緝來自做案；追緝軌填滿時，通緝等級提升，追緝歸零。</translation>
    </message>
    <message>
        <source>&amp;Wanted level</source>
        <translation>通緝等級(&amp;W)</translation>
    </message>
    <message>
        <source>The law&apos;s attention: it worsens entanglements and can mean prison.</source>
        <translation>執法單位的關注：會讓糾葛更嚴重，也可能導致入獄。</translation>
    </message>
    <message>
        <source>Crew &amp;coin</source>
        <translation>幫派錢幣(&amp;C)</translation>
    </message>
    <message>
        <source>Coin the lair holds; the Vault upgrades let it hold more.</source>
        <translation>巢穴中存放的錢幣；「儲藏室」升級可提高上限。</translation>
    </message>
    <message>
        <source>Each held turf claim takes a box off the rep track.</source>
        <translation>每掌握一個地盤管區，名望軌就少一格。</translation>
    </message>
    <message>
        <source>Tier and hold</source>
        <translation>層級與凝聚</translation>
    </message>
    <message>
        <source>&amp;Strong</source>
        <translation>強(&amp;S)</translation>
    </message>
    <message>
        <source>Wea&amp;k</source>
        <translation>弱(&amp;K)</translation>
    </message>
    <message>
        <source>Strong hold: the crew&apos;s grip on its turf is firm.</source>
        <translation>強凝聚：幫派對地盤的掌控穩固。</translation>
    </message>
    <message>
        <source>Weak hold: one more blow and the crew loses tier.</source>
        <translation>弱凝聚：再受一次打擊，幫派就會掉一個層級。</translation>
    </message>
    <message>
        <source>Advance tier…</source>
        <translation>提升層級…</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>弱</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>強</translation>
    </message>
    <message numerus="yes">
        <source>At war (B §1.8): +%1 heat per score, %n downtime activity per scoundrel.</source>
        <translation>
            <numerusform>戰爭中（B §1.8）：每次做案追緝 +%1，每名惡棍 %n 項休整活動。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tier %1, %2 hold (at war)</source>
        <translation>層級 %1，凝聚%2（戰爭中）</translation>
    </message>
    <message numerus="yes">
        <source>At war (B §1.8): the crew loses 1 hold while the war lasts, and a crew whose hold is already weak drops a Tier. It plays at Tier %1 with a %2 hold — for acquire asset, the other Tier rolls and payoff — and returns to Tier %3 with a %4 hold when the war ends. +%5 heat per score, %n downtime activity(s) per scoundrel.</source>
        <translation>
            <numerusform>戰爭中（B §1.8）：戰爭期間幫派失去 1 凝聚；凝聚已弱的幫派則降一個層級。幫派以層級 %1、凝聚%2 行事——獲取資產、其他層級擲骰與收益皆以此計——戰爭結束時回到層級 %3、凝聚%4。每次做案追緝 +%5，每名惡棍 %n 項休整活動。</numerusform>
        </translation>
    </message>
    <message>
        <source>Crew XP to %1</source>
        <translation>幫派經驗點設為 %1</translation>
    </message>
    <message>
        <source>Crew &amp;XP</source>
        <translation>幫派經驗點(&amp;X)</translation>
    </message>
    <message>
        <source>Crew XP for the crew type&apos;s trigger and the usual ones; a full track is a crew advance.</source>
        <translation>依幫派類型專屬及一般的觸發條件獲得幫派經驗點；填滿時獲得一次幫派成長。</translation>
    </message>
    <message>
        <source>Click, or press R on the hold, for a fortune roll on the crew&apos;s Tier.</source>
        <translation>點一下，或在凝聚上按 R，以幫派的層級擲運氣骰。</translation>
    </message>
</context>
<context>
    <name>sw::ui::CrewWizard</name>
    <message>
        <source>New Crew</source>
        <translation>新增幫派</translation>
    </message>
    <message>
        <source> or </source>
        <translation> 或 </translation>
    </message>
    <message>
        <source>Starting upgrades:</source>
        <translation>起始升級：</translation>
    </message>
    <message>
        <source>Operations:</source>
        <translation>任務行動：</translation>
    </message>
    <message>
        <source>XP trigger:</source>
        <translation>經驗點觸發條件：</translation>
    </message>
    <message>
        <source>Special abilities:</source>
        <translation>特殊能力：</translation>
    </message>
    <message>
        <source>Crew type</source>
        <translation>幫派類型</translation>
    </message>
    <message>
        <source>Choose what kind of crew you are. The crew starts at Tier 0 with strong hold, 0 rep and 2 coin; changing the type later starts its upgrades, ability and contacts over.</source>
        <translation>選擇你們是哪一種幫派。幫派以層級 0、強凝聚、0 名望與 2 錢幣開始；之後若更換類型，升級、特殊能力與聯絡人都會重新選擇。</translation>
    </message>
    <message>
        <source>Crew &amp;type:</source>
        <translation>幫派類型(&amp;T)：</translation>
    </message>
    <message>
        <source>Reputation and lair</source>
        <translation>名聲與巢穴</translation>
    </message>
    <message>
        <source>Choose how the underworld sees you, or write your own word; then say where your lair is and what it is like. A Tier 0 crew&apos;s lair is modest or abandoned.</source>
        <translation>選擇黑道如何看待你們，或自行填寫一個詞；接著說明你們的巢穴在哪裡、是什麼樣子。層級 0 幫派的巢穴不是簡陋就是廢棄的。</translation>
    </message>
    <message>
        <source>&amp;Reputation:</source>
        <translation>名聲(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Own word:</source>
        <translation>自訂(&amp;O)：</translation>
    </message>
    <message>
        <source>Instead of the list: a reputation in your own word.</source>
        <translation>不從清單選擇時：用你們自己的詞描述名聲。</translation>
    </message>
    <message>
        <source>e.g. Relentless</source>
        <translation>例如：窮追不捨的</translation>
    </message>
    <message>
        <source>Lair &amp;district:</source>
        <translation>巢穴城區(&amp;D)：</translation>
    </message>
    <message>
        <source>The district of Doskvol where the lair is.</source>
        <translation>巢穴位於多斯克沃的哪個城區。</translation>
    </message>
    <message>
        <source>e.g. Crow&apos;s Foot</source>
        <translation>例如：鴉足區</translation>
    </message>
    <message>
        <source>&amp;Lair:</source>
        <translation>巢穴(&amp;L)：</translation>
    </message>
    <message>
        <source>What the lair is and what it looks like, in a few words.</source>
        <translation>用幾個字描述巢穴是什麼地方、長什麼樣子。</translation>
    </message>
    <message>
        <source>e.g. a flooded cellar under a burned-out chapel</source>
        <translation>例如：燒毀的禮拜堂下一間淹水的地窖</translation>
    </message>
    <message>
        <source>The first ability of the crew type is its default pick.</source>
        <translation>幫派類型的第一項特殊能力是預設選擇。</translation>
    </message>
    <message>
        <source>Crew special ability</source>
        <translation>幫派特殊能力</translation>
    </message>
    <message>
        <source>Choose one special ability of your crew type. More come with crew advances.</source>
        <translation>從你們的幫派類型中選擇一項特殊能力。之後可透過幫派成長取得更多。</translation>
    </message>
    <message>
        <source>&amp;Special ability:</source>
        <translation>特殊能力(&amp;S)：</translation>
    </message>
    <message>
        <source>At creation the crew takes one ability of its type; the first one is the default.</source>
        <translation>創造幫派時，從幫派類型中選取一項特殊能力；預設為第一項。</translation>
    </message>
    <message>
        <source>Crew name</source>
        <translation>幫派名稱</translation>
    </message>
    <message>
        <source>Name your crew: the name the city will learn to fear.</source>
        <translation>為你們的幫派命名：這個名字將令全城畏懼。</translation>
    </message>
    <message>
        <source>Crew na&amp;me:</source>
        <translation>幫派名稱(&amp;M)：</translation>
    </message>
    <message>
        <source>The crew&apos;s name, as it goes on the sheet and the faction ladder.</source>
        <translation>幫派的名稱，會寫在幫派表與派系梯上。</translation>
    </message>
    <message>
        <source>e.g. The Gray Knives</source>
        <translation>例如：灰刃幫</translation>
    </message>
    <message>
        <source>Your crew</source>
        <translation>你們的幫派</translation>
    </message>
    <message>
        <source>Review the crew sheet. Finish starts play; later upgrades and abilities come from crew advances.</source>
        <translation>請檢查幫派表。按「完成」即開始遊戲；之後的升級與特殊能力都來自幫派成長。</translation>
    </message>
    <message>
        <source>(no name yet)</source>
        <translation>（尚未命名）</translation>
    </message>
    <message>
        <source>Tier and hold</source>
        <translation>層級與凝聚</translation>
    </message>
    <message>
        <source>Tier %1, %2 hold</source>
        <translation>層級 %1，%2凝聚</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>強</translation>
    </message>
    <message>
        <source>weak</source>
        <translation>弱</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>錢幣</translation>
    </message>
    <message>
        <source>Reputation</source>
        <translation>名聲</translation>
    </message>
    <message>
        <source>Lair</source>
        <translation>巢穴</translation>
    </message>
    <message>
        <source>Hunting grounds</source>
        <translation>獵場</translation>
    </message>
    <message>
        <source>Claimed by</source>
        <translation>掌控派系</translation>
    </message>
    <message>
        <source>Special ability</source>
        <translation>特殊能力</translation>
    </message>
    <message>
        <source>Upgrades</source>
        <translation>升級</translation>
    </message>
    <message>
        <source>Cohorts</source>
        <translation>同夥</translation>
    </message>
    <message>
        <source>Contacts</source>
        <translation>聯絡人</translation>
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
        <translation>幫派類型決定幫派的特殊能力、起始升級、聯絡人與經驗點觸發條件。</translation>
    </message>
    <message>
        <source>Choose one reputation; bolstering it later earns crew XP.</source>
        <translation>選擇一種名聲；之後提高名聲可獲得幫派經驗點。</translation>
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
        <translation>險峻</translation>
    </message>
    <message>
        <source>Desperate</source>
        <translation>絕望</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>零</translation>
    </message>
    <message>
        <source>Limited</source>
        <translation>有限</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Great</source>
        <translation>重大</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>極端</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>擲骰種類(&amp;R)</translation>
    </message>
    <message>
        <source>Any roll of the game (A §5).</source>
        <translation>遊戲中的任何擲骰（A §5）。</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>骰數(&amp;D)</translation>
    </message>
    <message>
        <source>The rating plus bonus dice; 0 rolls two and keeps the lower (A §5.1).</source>
        <translation>評等加上額外的骰子；0 顆時擲兩顆取較低者（A §5.1）。</translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>情勢(&amp;P)</translation>
    </message>
    <message>
        <source>Action rolls: how bad a failure is (A §5.2).</source>
        <translation>行動骰：失敗時後果有多糟（A §5.2）。</translation>
    </message>
    <message>
        <source>&amp;Effect</source>
        <translation>效果(&amp;E)</translation>
    </message>
    <message>
        <source>Action rolls: how much success achieves (A §5.3).</source>
        <translation>行動骰：成功時能達成多少（A §5.3）。</translation>
    </message>
    <message>
        <source>&amp;For</source>
        <translation>用途(&amp;F)</translation>
    </message>
    <message>
        <source>What the roll is for, as the log will show it.</source>
        <translation>這次擲骰的用途，會照樣顯示在擲骰紀錄中。</translation>
    </message>
    <message>
        <source>Roll the &amp;Dice</source>
        <translation>擲骰(&amp;D)</translation>
    </message>
    <message>
        <source>When</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>擲骰</translation>
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
        <translation>擲出</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Tier %1 while at war (Tier %2 when the war ends); add a die for a Guard payoff or Prison contacts (C §6.3, B §1.8).</source>
        <translation>戰爭期間為層級 %1（戰爭結束後回到層級 %2）；有收買獄卒或監獄聯絡人時各加一顆骰（C §6.3、B §1.8）。</translation>
    </message>
    <message>
        <source>Tier %1; add a die for a Guard payoff or Prison contacts (C §6.3).</source>
        <translation>層級 %1；有收買獄卒或監獄聯絡人時各加一顆骰（C §6.3）。</translation>
    </message>
    <message>
        <source>&amp;Crew</source>
        <translation>幫派(&amp;C)</translation>
    </message>
    <message>
        <source>The crew whose Tier the incarceration roll uses (C §6.3).</source>
        <translation>監禁骰以此幫派的層級為骰池（C §6.3）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::DowntimeRollDialog</name>
    <message>
        <source>Indulge vice</source>
        <translation>沉溺惡習</translation>
    </message>
    <message>
        <source>%1 indulges their vice (%2) in downtime: dice equal to the lowest attribute rating; the highest die clears that much stress, and more than the %3 stress marked overindulges.</source>
        <translation>%1 在休整中沉溺惡習（%2）：骰數等於最低的屬性評等；最高的骰子清除等量的壓力，超過已標記的 %3 點壓力即為過度沉溺。</translation>
    </message>
    <message>
        <source>no vice chosen</source>
        <translation>尚未選擇惡習</translation>
    </message>
    <message>
        <source>If they &amp;overindulge</source>
        <translation>若過度沉溺(&amp;O)</translation>
    </message>
    <message>
        <source>The player picks what happens if the roll clears more stress than was marked. SRD: Overindulgence.</source>
        <translation>玩家先選好：若擲骰清除的壓力超過已標記的壓力，會發生什麼。SRD：過度沉溺。</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>康復</translation>
    </message>
    <message>
        <source>%1 recovers in downtime: the healer rolls, and the result marks segments on the healing clock (%2 of %3 marked); a full clock lowers every harm one level.</source>
        <translation>%1 在休整中康復：由治療者擲骰，結果在治療鐘上標記格數（已標記 %2／%3）；鐘填滿時每項傷害降低一級。</translation>
    </message>
    <message>
        <source>T&amp;reatment</source>
        <translation>處置(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Healer&apos;s dice</source>
        <translation>治療者骰數(&amp;H)</translation>
    </message>
    <message>
        <source>The healer&apos;s Tinker rating, or the quality of an NPC healer.</source>
        <translation>治療者的擺弄評等，或 NPC 治療者的品質。</translation>
    </message>
    <message>
        <source>A healer rolls</source>
        <translation>由治療者擲骰</translation>
    </message>
    <message>
        <source>Treats themself (Physicker: 2 stress)</source>
        <translation>自行處置（醫者：2 點壓力）</translation>
    </message>
    <message>
        <source>Untreated (0d, 1 stress)</source>
        <translation>不處置（0d，1 點壓力）</translation>
    </message>
    <message>
        <source>A friend or contact helps (+1d)</source>
        <translation>朋友或聯絡人協助（+1d）</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>擲骰(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n dice.</source>
        <translation>
            <numerusform>骰池：%n 顆骰子。</numerusform>
        </translation>
    </message>
    <message>
        <source>Overindulges (highest die over %1 stress): %2</source>
        <translation>過度沉溺（最高骰子超過 %1 點壓力）：%2</translation>
    </message>
    <message>
        <source>Healing segments: 1–3: %1 · 4/5: %2 · 6: %3 · critical: %4</source>
        <translation>治療格數：1–3：%1 · 4/5：%2 · 6：%3 · 大成功：%4</translation>
    </message>
    <message>
        <source>Exact chances of each result, counted over every way the dice can fall. SRD: Rolling the dice.</source>
        <translation>每種結果的精確機率，計算自骰子所有可能的擲法。SRD：擲骰子。</translation>
    </message>
    <message>
        <source>This is a downtime activity: start the crew&apos;s downtime (GM menu) to roll it.</source>
        <translation>這是休整活動：請先開始幫派的休整（GM 選單）再擲骰。</translation>
    </message>
    <message>
        <source>Indulge vice (%1)</source>
        <translation>沉溺惡習（%1）</translation>
    </message>
    <message>
        <source>Recover (%1)</source>
        <translation>康復（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%n stress cleared.</source>
        <translation>
            <numerusform>清除了 %n 點壓力。</numerusform>
        </translation>
    </message>
    <message>
        <source>Overindulged: %1.</source>
        <translation>過度沉溺：%1。</translation>
    </message>
    <message numerus="yes">
        <source>%n healing segment(s) marked.</source>
        <translation>
            <numerusform>標記了 %n 格治療鐘。</numerusform>
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
        <translation>做案「%1」尚未結束：請在此結算收益與追緝，將它結束（C §4, §5）。</translation>
    </message>
    <message>
        <source>Payoff and heat of “%1” are already marked: %2 rep, %3 coin, %4 heat.</source>
        <translation>「%1」的收益與追緝已記錄：%2 名望，%3 錢幣，%4 追緝。</translation>
    </message>
    <message>
        <source>No score to pay off: downtime starts at once.</source>
        <translation>沒有待結算收益的做案：休整立即開始。</translation>
    </message>
    <message>
        <source>Payoff and heat</source>
        <translation>收益與追緝</translation>
    </message>
    <message>
        <source>First the crew collects its payoff and takes its heat (C §3).</source>
        <translation>首先，幫派領取收益並承受追緝（C §3）。</translation>
    </message>
    <message>
        <source>&amp;Crew:</source>
        <translation>幫派(&amp;C)：</translation>
    </message>
    <message>
        <source>End score: %1</source>
        <translation>結束做案：%1</translation>
    </message>
    <message>
        <source>Start downtime</source>
        <translation>開始休整</translation>
    </message>
    <message>
        <source>Heat %1, wanted level %2. Pool: %3</source>
        <translation>追緝 %1，通緝等級 %2。骰池：%3</translation>
    </message>
    <message>
        <source>Entanglement roll</source>
        <translation>糾葛骰</translation>
    </message>
    <message>
        <source>Entanglement: %1</source>
        <translation>糾葛：%1</translation>
    </message>
    <message>
        <source>Entanglements</source>
        <translation>糾葛</translation>
    </message>
    <message>
        <source>Roll the wanted level in the column of the crew&apos;s heat; where the cell offers two, pick one (C §7).</source>
        <translation>以通緝等級的骰數擲骰，對照幫派追緝所在的那一欄；若該格列出兩項，擇其一（C §7）。</translation>
    </message>
    <message>
        <source>&amp;Roll Entanglement</source>
        <translation>擲糾葛骰(&amp;R)</translation>
    </message>
    <message>
        <source>The GM &amp;picks:</source>
        <translation>GM 選擇(&amp;P)：</translation>
    </message>
    <message numerus="yes">
        <source>%n activity(s) left</source>
        <translation>
            <numerusform>剩餘 %n 項活動</numerusform>
        </translation>
    </message>
    <message>
        <source>Playbook</source>
        <translation>遊玩書</translation>
    </message>
    <message>
        <source>The pool follows the treatment&apos;s rule (C §8.6).</source>
        <translation>骰池依處置方式的規則而定（C §8.6）。</translation>
    </message>
    <message>
        <source>Pool: %1</source>
        <translation>骰池：%1</translation>
    </message>
    <message>
        <source>value %1</source>
        <translation>數值 %1</translation>
    </message>
    <message>
        <source>%1 coin spent</source>
        <translation>花費 %1 錢幣</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Extra activity for %1</source>
        <translation>%1 的額外活動</translation>
    </message>
    <message>
        <source>Downtime activities</source>
        <translation>休整活動</translation>
    </message>
    <message>
        <source>Each scoundrel does as many activities as the allowance gives (two, one at war); more cost 1 coin or rep each (C §8.1).</source>
        <translation>每名惡棍可進行的活動數依配額而定（兩項，戰爭中一項）；每多一項需花 1 錢幣或 1 名望（C §8.1）。</translation>
    </message>
    <message>
        <source>&amp;Scoundrel</source>
        <translation>惡棍(&amp;S)</translation>
    </message>
    <message>
        <source>The scoundrel whose activity this is.</source>
        <translation>進行這項活動的惡棍。</translation>
    </message>
    <message>
        <source>+1 activity for &amp;coin</source>
        <translation>花錢幣 +1 活動(&amp;C)</translation>
    </message>
    <message>
        <source>The scoundrel pays 1 coin for one more activity (C §8.1).</source>
        <translation>惡棍付 1 錢幣，多進行一項活動（C §8.1）。</translation>
    </message>
    <message>
        <source>+1 for crew co&amp;in</source>
        <translation>花幫派錢幣 +1(&amp;I)</translation>
    </message>
    <message>
        <source>The crew pays 1 coin for one more activity (C §8.1).</source>
        <translation>幫派付 1 錢幣，多進行一項活動（C §8.1）。</translation>
    </message>
    <message>
        <source>+1 for r&amp;ep</source>
        <translation>花名望 +1(&amp;E)</translation>
    </message>
    <message>
        <source>The crew spends 1 rep for one more activity (C §8.1).</source>
        <translation>幫派花 1 名望，多進行一項活動（C §8.1）。</translation>
    </message>
    <message>
        <source>&amp;Activity</source>
        <translation>活動(&amp;A)</translation>
    </message>
    <message>
        <source>What the scoundrel does with this activity (C §8).</source>
        <translation>惡棍用這項活動做什麼（C §8）。</translation>
    </message>
    <message>
        <source>Ac&amp;tion rolled</source>
        <translation>擲骰行動(&amp;T)</translation>
    </message>
    <message>
        <source>The action rating rolled for a long-term project or to reduce heat.</source>
        <translation>長期專案或降低追緝時擲骰所用的行動評等。</translation>
    </message>
    <message>
        <source>Pro&amp;ject clock</source>
        <translation>專案進度鐘(&amp;J)</translation>
    </message>
    <message>
        <source>The long-term project clock worked on (C §8.4).</source>
        <translation>要推進的長期專案進度鐘（C §8.4）。</translation>
    </message>
    <message>
        <source>T&amp;reatment</source>
        <translation>處置(&amp;R)</translation>
    </message>
    <message>
        <source>Who treats the wounded scoundrel (C §8.6).</source>
        <translation>由誰處置受傷的惡棍（C §8.6）。</translation>
    </message>
    <message>
        <source>&amp;Healer&apos;s dice</source>
        <translation>治療者骰數(&amp;H)</translation>
    </message>
    <message>
        <source>The healer&apos;s Tinker rating, or the quality of an NPC healer.</source>
        <translation>治療者的擺弄評等，或 NPC 治療者的品質。</translation>
    </message>
    <message>
        <source>If they &amp;overindulge</source>
        <translation>若過度沉溺(&amp;O)</translation>
    </message>
    <message>
        <source>What happens if the vice roll clears more stress than was marked (C §8.8).</source>
        <translation>惡習骰清除的壓力超過已標記的壓力時，會發生什麼（C §8.8）。</translation>
    </message>
    <message>
        <source>Restricted item (+2 heat)</source>
        <translation>受管制的道具（追緝 +2）</translation>
    </message>
    <message>
        <source>A restricted or illegal asset draws heat (C §8.3).</source>
        <translation>受管制或違法的資產會招來追緝（C §8.3）。</translation>
    </message>
    <message>
        <source>&amp;Bonus dice</source>
        <translation>獎勵骰(&amp;B)</translation>
    </message>
    <message>
        <source>A friend or contact helps (+1d), claims, abilities.</source>
        <translation>朋友或聯絡人協助（+1d）、管區、能力。</translation>
    </message>
    <message>
        <source>C&amp;oin after the roll</source>
        <translation>擲骰後花錢幣(&amp;O)</translation>
    </message>
    <message>
        <source>Each coin raises the result one level, up to a critical; only what helps is spent (C §8.1).</source>
        <translation>每花 1 錢幣可將結果提升一級，最高到關鍵成功；只會花掉有用的部分（C §8.1）。</translation>
    </message>
    <message>
        <source>&amp;What they do</source>
        <translation>所做的事(&amp;W)</translation>
    </message>
    <message>
        <source>In the table&apos;s words.</source>
        <translation>用桌上玩家的話描述。</translation>
    </message>
    <message>
        <source>&amp;Perform</source>
        <translation>執行(&amp;P)</translation>
    </message>
    <message>
        <source>A healer rolls</source>
        <translation>由治療者擲骰</translation>
    </message>
    <message>
        <source>Treats themself</source>
        <translation>自行處置</translation>
    </message>
    <message>
        <source>Untreated</source>
        <translation>不處置</translation>
    </message>
    <message>
        <source>End of downtime</source>
        <translation>休整結束</translation>
    </message>
    <message>
        <source>Scoundrels who did not indulge their vice take stress equal to their trauma; cohorts heal (C §8.8–§8.9).</source>
        <translation>沒有沉溺於惡習的惡棍承受等同其創傷數的壓力；同夥痊癒（C §8.8–§8.9）。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n activity(s) done, stress %2, trauma %3</source>
        <translation>
            <numerusform>%1：完成 %n 項活動，壓力 %2，創傷 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>did not indulge: +%1 stress</source>
        <translation>未沉溺於惡習：壓力 +%1</translation>
    </message>
    <message>
        <source>Finish downtime</source>
        <translation>結束休整</translation>
    </message>
    <message>
        <source>The faction turn</source>
        <translation>派系回合</translation>
    </message>
    <message>
        <source>Tick the factions&apos; goal clocks: a fortune roll on the faction&apos;s tier marks 1, 2, 3 or 5 segments (C §9).</source>
        <translation>推進各派系的目標進度鐘：以派系層級進行運氣骰，推進 1、2、3 或 5 格（C §9）。</translation>
    </message>
    <message>
        <source>No faction has a goal clock. Add one on the clocks board.</source>
        <translation>沒有任何派系有目標進度鐘。請在「進度鐘」面板中新增。</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>擲骰</translation>
    </message>
    <message>
        <source>Faction clock roll</source>
        <translation>派系鐘擲骰</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s) ticked</source>
        <translation>
            <numerusform>推進 %n 格</numerusform>
        </translation>
    </message>
    <message>
        <source>No roll: training marks XP at once (C §8.7).</source>
        <translation>不需擲骰：受訓直接標記經驗點（C §8.7）。</translation>
    </message>
    <message>
        <source>&amp;XP track</source>
        <translation>經驗點軌(&amp;X)</translation>
    </message>
    <message>
        <source>Training marks 1 XP on one track, once per track each downtime (C §8.7).</source>
        <translation>受訓在一條經驗點軌上標記 1 點經驗點；每次休整每條軌只能受訓一次（C §8.7）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ExampleFactionsDialog</name>
    <message>
        <source>Factions of the Rule Pack</source>
        <translation>規則包的範例派系</translation>
    </message>
    <message>
        <source>Tick the factions this campaign uses (B §7.1). Their tier and hold start as the rules give them.</source>
        <translation>勾選這個戰役要用的派系（B §7.1）。它們的層級與凝聚從規則所給的數值開始。</translation>
    </message>
    <message>
        <source>%1 (tier %2, %3)</source>
        <translation>%1（層級 %2，%3）</translation>
    </message>
</context>
<context>
    <name>sw::ui::FactionDialog</name>
    <message>
        <source>New Faction</source>
        <translation>新增派系</translation>
    </message>
    <message>
        <source>Edit Faction</source>
        <translation>編輯派系</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Category</source>
        <translation>類別(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Tier</source>
        <translation>層級(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Hold</source>
        <translation>凝聚(&amp;H)</translation>
    </message>
    <message>
        <source>T&amp;urf</source>
        <translation>地盤(&amp;U)</translation>
    </message>
    <message>
        <source>N&amp;otes (GM only)</source>
        <translation>GM 筆記(&amp;O)</translation>
    </message>
    <message>
        <source>A faction&apos;s tier: its power and reach, 0 to %1 (B §7.1).</source>
        <translation>派系的層級：代表其實力與影響範圍，0 到 %1（B §7.1）。</translation>
    </message>
    <message>
        <source>Weak hold: one more blow and the faction loses tier (B §7.1).</source>
        <translation>弱凝聚：再受一次打擊，派系就會掉一個層級（B §7.1）。</translation>
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
        <translation>強</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;At war&lt;/b&gt; with %1 (B §1.8): +%2 heat per score · hold %3, tier %4 while the war lasts · %n downtime activity per scoundrel</source>
        <translation>
            <numerusform>&lt;b&gt;與%1開戰&lt;/b&gt;（B §1.8）：每次做案追緝 +%2 · 戰爭期間凝聚%3、層級 %4 · 每名惡棍 %n 項休整活動</numerusform>
        </translation>
    </message>
    <message>
        <source>Pick a faction to see its notes and goal clocks.</source>
        <translation>選擇一個派系，即可查看其筆記與目標進度鐘。</translation>
    </message>
    <message>
        <source>%1 — %2, tier %3, %4 hold</source>
        <translation>%1 — %2，層級 %3，%4凝聚</translation>
    </message>
    <message>
        <source>Turf: %1</source>
        <translation>地盤：%1</translation>
    </message>
    <message>
        <source>Clock %1: %2</source>
        <translation>進度鐘 %1：填到 %2 格</translation>
    </message>
    <message>
        <source>Add faction %1</source>
        <translation>加入派系 %1</translation>
    </message>
    <message>
        <source>New faction %1</source>
        <translation>新增派系 %1</translation>
    </message>
    <message>
        <source>Edit faction %1</source>
        <translation>編輯派系 %1</translation>
    </message>
    <message>
        <source>Remove faction %1</source>
        <translation>移除派系 %1</translation>
    </message>
    <message>
        <source>Status with %1: %2</source>
        <translation>與%1的地位：%2</translation>
    </message>
    <message>
        <source>Status of c&amp;rew:</source>
        <translation>幫派地位(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Add from Rule Pack…</source>
        <translation>從規則包加入(&amp;A)…</translation>
    </message>
    <message>
        <source>Take factions from the rule pack&apos;s examples, with their tier and hold (B §7.1).</source>
        <translation>從規則包的範例派系中取用，連同其層級與凝聚（B §7.1）。</translation>
    </message>
    <message>
        <source>&amp;New Faction…</source>
        <translation>新增派系(&amp;N)…</translation>
    </message>
    <message>
        <source>Make up a faction of your own.</source>
        <translation>自行創造一個派系。</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編輯(&amp;E)…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>Removes the faction, its goal clocks and every crew&apos;s status with it.</source>
        <translation>移除此派系、它的目標進度鐘，以及所有幫派與它的地位。</translation>
    </message>
    <message>
        <source>Status &amp;+1</source>
        <translation>地位 +1(&amp;+)</translation>
    </message>
    <message>
        <source>The crew helped this faction: status +1, at most +3 (B §7.3).</source>
        <translation>幫派幫助了此派系：地位 +1，最高 +3（B §7.3）。</translation>
    </message>
    <message>
        <source>Status &amp;−1</source>
        <translation>地位 −1(&amp;−)</translation>
    </message>
    <message>
        <source>The crew hurt this faction: status −1; at −3 the faction goes to war with the crew (B §7.3, §1.8).</source>
        <translation>幫派損害了此派系：地位 −1；降到 −3 時，該派系會與幫派開戰（B §7.3, §1.8）。</translation>
    </message>
    <message>
        <source>&amp;Goal Clocks</source>
        <translation>目標進度鐘(&amp;G)</translation>
    </message>
    <message>
        <source>The faction&apos;s clocks on the clocks board.</source>
        <translation>在進度鐘頁面查看此派系的進度鐘。</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>派系</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>層級</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>凝聚</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>Goal clocks</source>
        <translation>目標進度鐘</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>筆記</translation>
    </message>
    <message>
        <source>The ladder: +3 allies at the top, −3 war at the bottom; within a rung by tier (B §7.2).</source>
        <translation>派系梯：最上方是 +3 盟友，最下方是 −3 戰爭；同一階內依層級排序（B §7.2）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateAspectsPage</name>
    <message>
        <source>Name and Aspects</source>
        <translation>姓名與形象</translation>
    </message>
    <message>
        <source>Who is the character? A high concept, a trouble, a relationship with another character, and two more aspects.</source>
        <translation>角色是誰？一個高概念、一個麻煩、一個與其他角色的關係，再加兩個形象。</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>姓名(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>潤色(&amp;D)</translation>
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
        <translation>免費援引</translation>
    </message>
    <message>
        <source>Free invokes you hold on this aspect: each invokes it without a fate point (seed L169).</source>
        <translation>你在這個形象上持有的免費援引：每次援引不必花命運點（種子 L169）。</translation>
    </message>
    <message>
        <source>Write the aspect</source>
        <translation>寫下形象</translation>
    </message>
    <message>
        <source>Write an Aspect</source>
        <translation>寫下形象</translation>
    </message>
    <message>
        <source>Set Free Invokes</source>
        <translation>設定免費援引</translation>
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
        <translation>（無角色：GM 或 NPC）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Tick when the stunt&apos;s circumstance holds (rule 9).</source>
        <translation>絕技的情境成立時勾選（規則 9）。</translation>
    </message>
    <message>
        <source>%1 %2 (%3/%4)</source>
        <translation>%1 %2（%3/%4）</translation>
    </message>
    <message>
        <source>Odds before rolling, +%1 against %2 (exact, %3 cases): %4</source>
        <translation>擲骰前的機率，+%1 對 %2（精確，%3 種情況）：%4</translation>
    </message>
    <message>
        <source>an opposed %1</source>
        <translation>對抗的%1</translation>
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
        <translation>行動(&amp;A)</translation>
    </message>
    <message>
        <source>S&amp;tunts</source>
        <translation>絕技(&amp;T)</translation>
    </message>
    <message>
        <source>Ta&amp;rget</source>
        <translation>目標(&amp;R)</translation>
    </message>
    <message>
        <source>Difficulty or &amp;opposition</source>
        <translation>難度或對抗(&amp;O)</translation>
    </message>
    <message>
        <source>The skill&apos;s rating; the character&apos;s own when one is chosen.</source>
        <translation>技能等級；選了角色時用角色自己的。</translation>
    </message>
    <message>
        <source>empty: the app rolls; or the dice at the table, e.g. 0+-+</source>
        <translation>留空由程式擲骰；或填入桌上擲出的骰子，例如 0+-+</translation>
    </message>
    <message>
        <source>Roll 4dF</source>
        <translation>擲 4dF</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>免費</translation>
    </message>
    <message>
        <source>Use a free invoke you hold (or a boost) instead of a fate point.</source>
        <translation>用你持有的免費援引（或推助）代替命運點。</translation>
    </message>
    <message>
        <source>&amp;Invoke</source>
        <translation>援引(&amp;I)</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>難度</translation>
    </message>
    <message>
        <source>Opposed roll</source>
        <translation>對抗擲骰</translation>
    </message>
    <message>
        <source>+2</source>
        <translation>+2</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>重擲</translation>
    </message>
    <message>
        <source>When</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>擲骰</translation>
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
        <translation>擲出</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Invoke</source>
        <translation>援引</translation>
    </message>
    <message>
        <source>%1 (%2&apos;s, hostile)</source>
        <translation>%1（%2的，敵對援引）</translation>
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
        <translation>請選擇擲骰的角色：付費援引要花他的命運點。</translation>
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
        <translation>骰子 %1（%2），技能與加值 %3：成果 &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Opposition: %1 %2 = %3</source>
        <translation>對抗：%1 %2 = %3</translation>
    </message>
    <message>
        <source>Difficulty: %1</source>
        <translation>難度：%1</translation>
    </message>
    <message numerus="yes">
        <source>Invokes: %n (undo retracts the last)</source>
        <translation>
            <numerusform>援引：%n 次（復原會收回最後一次）</numerusform>
        </translation>
    </message>
    <message>
        <source>Shifts %1: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>檔次 %1：&lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <source>You get: %1</source>
        <translation>你得到：%1</translation>
    </message>
    <message>
        <source>Choose one: %1</source>
        <translation>擇一：%1</translation>
    </message>
    <message>
        <source>; or </source>
        <translation>；或</translation>
    </message>
    <message>
        <source>Rati&amp;ng</source>
        <translation>等級(&amp;N)</translation>
    </message>
    <message>
        <source>Raised &amp;by others&apos; invokes</source>
        <translation>他人援引提高(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Helpers</source>
        <translation>協助者(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Dice as rolled</source>
        <translation>桌上擲出的骰子(&amp;D)</translation>
    </message>
    <message>
        <source> × +2</source>
        <translation> × +2</translation>
    </message>
    <message>
        <source>Invokes others made to put +2 on this roll&apos;s difficulty (rule 7).</source>
        <translation>他人為了讓這次擲骰難度 +2 而做的援引（規則 7）。</translation>
    </message>
    <message>
        <source>Teamwork: +1 per helper with this skill at Average (+1) or better, at most the roller&apos;s rating; helping uses the helper&apos;s action (rule 28).</source>
        <translation>團隊合作：每位此技能達一般（+1）以上的協助者 +1，最多不超過擲骰者的等級；協助會用掉協助者的行動（規則 28）。</translation>
    </message>
    <message>
        <source>A situation aspect (e.g. On Fire)</source>
        <translation>形勢形象（例如：著火）</translation>
    </message>
    <message>
        <source> free</source>
        <translation> 次免費</translation>
    </message>
    <message>
        <source>Free invokes on it for the character chosen above (or the GM).</source>
        <translation>上方所選角色（或 GM）在它上面的免費援引。</translation>
    </message>
    <message>
        <source>Add Situation Aspect</source>
        <translation>新增形勢形象</translation>
    </message>
    <message>
        <source>End of Scene</source>
        <translation>場景結束</translation>
    </message>
    <message>
        <source>+2 to another&apos;s difficulty</source>
        <translation>他人難度 +2</translation>
    </message>
    <message>
        <source>Situation: %1</source>
        <translation>形勢：%1</translation>
    </message>
    <message>
        <source>Situation Aspect %1</source>
        <translation>形勢形象 %1</translation>
    </message>
    <message>
        <source>+%1 to another roll&apos;s difficulty: set it there under &quot;Raised by others&apos; invokes&quot;.</source>
        <translation>另一次擲骰的難度 +%1：請在那次擲骰的「他人援引提高」中設定。</translation>
    </message>
    <message>
        <source>Whose free invoke pays: yours, or one an ally holds on this aspect and offers (rule 5).</source>
        <translation>由誰的免費援引支付：你自己的，或盟友持有於此形象上並提供的（規則 5）。</translation>
    </message>
    <message>
        <source>The scene ends: its situation aspects go, every character&apos;s stress and boosts clear, the fate points owed are paid, and a mild consequence in recovery is gone.</source>
        <translation>場景結束：形勢形象消失，所有角色的壓力與推助清除，應得的命運點發放，恢復中的輕微後果消除。</translation>
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
        <translation>無人持有</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateEconomyPanel</name>
    <message>
        <source>Spend a Fate Point</source>
        <translation>花費命運點</translation>
    </message>
    <message>
        <source>Gain a Fate Point</source>
        <translation>獲得命運點</translation>
    </message>
    <message>
        <source>Start of Session</source>
        <translation>遊戲開始</translation>
    </message>
    <message>
        <source>Accept a Compel</source>
        <translation>接受強迫</translation>
    </message>
    <message>
        <source>Refuse a Compel</source>
        <translation>拒絕強迫</translation>
    </message>
    <message>
        <source>Pay Out Owed Fate Points</source>
        <translation>發放應得命運點</translation>
    </message>
    <message>
        <source>Refresh %1 (start %2, gained %3, %4 for stunts past the free ones)</source>
        <translation>重振 %1（起始 %2，獲得 %3，免費以外的絕技 %4）</translation>
    </message>
    <message>
        <source>Owed after the scene (hostile invokes): %1</source>
        <translation>場景後應得（敵對援引）：%1</translation>
    </message>
    <message>
        <source>Refresh and Fate Points</source>
        <translation>重振與命運點</translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation>命運點</translation>
    </message>
    <message>
        <source>Spend a fate point (an invoke, a stunt&apos;s cost, refusing a compel)</source>
        <translation>花一點命運點（援引、絕技花費、拒絕強迫）</translation>
    </message>
    <message>
        <source>Gain a fate point</source>
        <translation>獲得一點命運點</translation>
    </message>
    <message>
        <source>Accept Compel (+1)</source>
        <translation>接受強迫（+1）</translation>
    </message>
    <message>
        <source>Refuse Compel (−1)</source>
        <translation>拒絕強迫（−1）</translation>
    </message>
    <message>
        <source>Refusing a compel costs a fate point; with none it cannot be refused (rule 26).</source>
        <translation>拒絕強迫要花一點命運點；沒有命運點就不能拒絕（規則 26）。</translation>
    </message>
    <message>
        <source>Pay Out Owed</source>
        <translation>發放應得命運點</translation>
    </message>
    <message>
        <source>After the scene: the fate points from hostile invokes on your aspects (rule 27).</source>
        <translation>場景結束後：別人敵對援引你的形象所付的命運點（規則 27）。</translation>
    </message>
    <message>
        <source>Concede the Conflict</source>
        <translation>讓步</translation>
    </message>
    <message>
        <source>The opponent has rolled already</source>
        <translation>對手已經擲骰</translation>
    </message>
    <message>
        <source>&amp;Concede</source>
        <translation>讓步(&amp;C)</translation>
    </message>
    <message>
        <source>Consequences &amp;taken in this conflict</source>
        <translation>本次衝突承受的後果(&amp;T)</translation>
    </message>
    <message numerus="yes">
        <source>You gain %n fate point(s), paid at the end of the conflict.</source>
        <translation>
            <numerusform>你獲得 %n 點命運點，於衝突結束時發放。</numerusform>
        </translation>
    </message>
    <message>
        <source>Too late: a concession comes before the opponent rolls (rule 25).</source>
        <translation>太遲了：讓步必須在對手擲骰之前（規則 25）。</translation>
    </message>
    <message numerus="yes">
        <source>Concede (%n fate point(s) owed)</source>
        <translation>
            <numerusform>讓步（應得 %n 點命運點）</numerusform>
        </translation>
    </message>
    <message>
        <source>Concede…</source>
        <translation>讓步…</translation>
    </message>
    <message>
        <source>Give in before the opponent rolls: 1 fate point, +1 per consequence taken in the conflict (rule 25).</source>
        <translation>在對手擲骰前讓步：獲得 1 點命運點，本次衝突每承受一個後果再 +1（規則 25）。</translation>
    </message>
    <message>
        <source>Fate points become the refresh if they are fewer (rule 21); a moderate consequence in recovery clears (rule 24).</source>
        <translation>命運點少於重振時補到重振（規則 21）；恢復中的中度後果消除（規則 24）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateExport</name>
    <message>
        <source>Nothing was exported: the campaign has no such Fate character.</source>
        <translation>未匯出任何內容：戰役中沒有這個命運角色。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>%1 was exported to %2.</source>
        <translation>已將 %1 匯出至 %2。</translation>
    </message>
    <message>
        <source>Export to Fari</source>
        <translation>匯出至 Fari</translation>
    </message>
    <message>
        <source>Fari characters (*.fari.json *.json)</source>
        <translation>Fari 角色 (*.fari.json *.json)</translation>
    </message>
    <message numerus="yes">
        <source>%1 Fari&apos;s sheet has no place for %n value(s) of this one; they were not exported.</source>
        <translation>
            <numerusform>%1 Fari 的角色表沒有位置容納本表的 %n 項內容；這些未匯出。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateHarmPanel</name>
    <message>
        <source>Add Boost</source>
        <translation>新增推助</translation>
    </message>
    <message>
        <source>Use a Boost</source>
        <translation>使用推助</translation>
    </message>
    <message>
        <source>Clear a Consequence</source>
        <translation>清除後果</translation>
    </message>
    <message>
        <source>Take a Consequence</source>
        <translation>承受後果</translation>
    </message>
    <message>
        <source>Start Recovery</source>
        <translation>開始恢復</translation>
    </message>
    <message>
        <source>Stop Recovery</source>
        <translation>停止恢復</translation>
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
        <translation>恢復中</translation>
    </message>
    <message>
        <source>Recovery: overcome at %1 (+%2 treating yourself); %3</source>
        <translation>恢復：克服難度%1（自己治療 +%2）；%3</translation>
    </message>
    <message>
        <source>Cannot be recovered from; renamed at a major milestone</source>
        <translation>無法恢復；於突破點改寫</translation>
    </message>
    <message>
        <source>(unnamed boost)</source>
        <translation>（未命名的推助）</translation>
    </message>
    <message>
        <source>Stress and Consequences</source>
        <translation>壓力與後果</translation>
    </message>
    <message>
        <source>Consequences — write one to take it; each absorbs its shifts</source>
        <translation>後果——寫下即承受；各自吸收其檔次</translation>
    </message>
    <message>
        <source>Boosts — invoked once, free, then gone; never past the scene</source>
        <translation>推助——免費援引一次後消失；不會留到場景之後</translation>
    </message>
    <message>
        <source>Name a boost (may stay unnamed)</source>
        <translation>為推助命名（可不命名）</translation>
    </message>
    <message>
        <source>Use Boost</source>
        <translation>使用推助</translation>
    </message>
    <message>
        <source>Each box absorbs 1 shift of a hit; all clear at the end of the scene.</source>
        <translation>每格吸收打擊的 1 個檔次；場景結束時全部清除。</translation>
    </message>
    <message>
        <source>Mark Stress</source>
        <translation>標記壓力</translation>
    </message>
    <message>
        <source>Clear Stress</source>
        <translation>清除壓力</translation>
    </message>
    <message>
        <source>Take a &amp;Hit…</source>
        <translation>承受打擊(&amp;H)…</translation>
    </message>
    <message>
        <source>Absorb a hit with stress boxes and consequences, as one edit (rule 23)</source>
        <translation>以壓力格與後果吸收打擊，一次編輯完成（規則 23）</translation>
    </message>
    <message numerus="yes">
        <source>Absorb a Hit of %n Shift(s)</source>
        <translation>
            <numerusform>吸收 %n 檔次的打擊</numerusform>
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
        <translation>免費援引：%1。%2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Taken with Take a Hit, which names the aspect it replaces; renamed only at a major milestone</source>
        <translation>以「承受打擊」承受，並指明它取代的形象；只能在突破點重新命名</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateImport</name>
    <message>
        <source>Nothing was imported: %1</source>
        <translation>沒有匯入任何東西：%1</translation>
    </message>
    <message>
        <source>The character breaks rules: %1</source>
        <translation>角色違反規則：%1</translation>
    </message>
    <message>
        <source>Imported from Fari</source>
        <translation>從 Fari 匯入</translation>
    </message>
    <message>
        <source>Import %1</source>
        <translation>匯入 %1</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>沒有匯入任何東西。</translation>
    </message>
    <message>
        <source>Import from Fari</source>
        <translation>從 Fari 匯入</translation>
    </message>
    <message>
        <source>Fari characters (*.fari.json *.json)</source>
        <translation>Fari 角色 (*.fari.json *.json)</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>無法讀取 %1：%2</translation>
    </message>
    <message>
        <source>The character breaks rules: %1 Import it anyway? The sheet will show what it breaks.</source>
        <translation>角色違反規則：%1 仍要匯入嗎？角色表會顯示違反了什麼。</translation>
    </message>
    <message>
        <source>Import &amp;Anyway</source>
        <translation>仍要匯入(&amp;A)</translation>
    </message>
    <message numerus="yes">
        <source>%1 came in. Fari&apos;s sheet has %n value(s) this sheet has no place for; they were not imported.</source>
        <translation>
            <numerusform>已匯入：%1。Fari 的角色表有 %n 項內容在這張表上沒有位置，未匯入。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateSheet</name>
    <message>
        <source>Being made</source>
        <translation>創角中</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>遊戲中</translation>
    </message>
    <message>
        <source>%1 (GM: %2)</source>
        <translation>%1（GM：%2）</translation>
    </message>
    <message>
        <source>Rules overridden: %1</source>
        <translation>已覆寫的規則：%1</translation>
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
        <translation>潤色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Minor Milestone…</source>
        <translation>里程碑(&amp;M)…</translation>
    </message>
    <message>
        <source>Ma&amp;jor Milestone…</source>
        <translation>突破點(&amp;J)…</translation>
    </message>
    <message>
        <source>End of a session: one change (spec §7.8).</source>
        <translation>一次遊戲結束時：一項改變（規格 §7.8）。</translation>
    </message>
    <message>
        <source>End of an arc: a minor change, a skill step, recovery and more (spec §7.8).</source>
        <translation>一段劇情結束時：一項小改變、技能提升一級、恢復等等（規格 §7.8）。</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重新命名 %1</translation>
    </message>
    <message>
        <source>Describe %1</source>
        <translation>潤色 %1</translation>
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
        <translation>依規則包的配置評定技能；每個等級只容納定額。其餘維持平庸（+0）。</translation>
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
            <numerusform>%n 個技能</numerusform>
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
        <translation>創角：%1；其餘為%2。</translation>
    </message>
    <message>
        <source>In play, no rating may hold more skills than the rating below it (the column rule).</source>
        <translation>遊戲中，任何等級的技能數都不能多於下一級（欄位規則）。</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Rate %1</source>
        <translation>設定%1等級</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateStuntsPage</name>
    <message>
        <source>Stunts</source>
        <translation>絕技</translation>
    </message>
    <message>
        <source>Three stunts are free; each more costs 1 refresh, and refresh stays at 1 or more.</source>
        <translation>三項絕技免費；每多一項花 1 點重振，重振至少保持 1。</translation>
    </message>
    <message>
        <source>&amp;Add Stunt…</source>
        <translation>新增絕技(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Remove Stunt</source>
        <translation>移除絕技(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>%1 stunt(s), %2 free: refresh %3</source>
        <translation>
            <numerusform>%1 項絕技，%2 項免費：重振 %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateStuntsPanel</name>
    <message numerus="yes">
        <source>%1 stunt(s): %2 free, each more costs 1 refresh; refresh stays at %3 or more.</source>
        <translation>
            <numerusform>%1 項絕技：%2 項免費，每多一項花 1 點重振；重振至少保持 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1——%2</translation>
    </message>
    <message>
        <source>Stunts</source>
        <translation>絕技</translation>
    </message>
    <message>
        <source>&amp;Add Stunt…</source>
        <translation>新增絕技(&amp;A)…</translation>
    </message>
    <message>
        <source>Edit Stunt…</source>
        <translation>編輯絕技…</translation>
    </message>
    <message>
        <source>Remove Stunt</source>
        <translation>移除絕技</translation>
    </message>
    <message>
        <source>Extras</source>
        <translation>額外</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>額外</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>效果</translation>
    </message>
    <message>
        <source>Add Extra</source>
        <translation>新增額外</translation>
    </message>
    <message>
        <source>Remove Extra</source>
        <translation>移除額外</translation>
    </message>
    <message>
        <source>Add Stunt %1</source>
        <translation>新增絕技 %1</translation>
    </message>
    <message>
        <source>Edit Stunt %1</source>
        <translation>編輯絕技 %1</translation>
    </message>
    <message>
        <source>Remove Stunt %1</source>
        <translation>移除絕技 %1</translation>
    </message>
    <message>
        <source>Give the extra a name.</source>
        <translation>請為額外取名。</translation>
    </message>
    <message>
        <source>Add Extra %1</source>
        <translation>新增額外 %1</translation>
    </message>
    <message>
        <source>Remove Extra %1</source>
        <translation>移除額外 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateSummaryPage</name>
    <message>
        <source>Stress and Consequences</source>
        <translation>壓力與後果</translation>
    </message>
    <message>
        <source>These follow from the skills: Physique and Will size the stress tracks; Superb (+5) adds a mild consequence.</source>
        <translation>這些由技能決定：體魄與意志決定壓力軌長度；卓越（+5）多一個輕微後果。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n box(es), from %2 %3</source>
        <translation>
            <numerusform>%1：%n 格，來自%2 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Consequences: %1</source>
        <translation>後果：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>Refresh %1; the character starts with %1 fate point(s).</source>
        <translation>
            <numerusform>重振 %1；角色以 %1 點命運點開始。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::FateUi</name>
    <message>
        <source>Fate Characters</source>
        <translation>命運角色</translation>
    </message>
    <message>
        <source>Fate Character</source>
        <translation>命運角色</translation>
    </message>
    <message>
        <source>New &amp;Fate Character…</source>
        <translation>新命運角色(&amp;F)…</translation>
    </message>
    <message>
        <source>Make a Fate Condensed character: aspects, skills, stunts</source>
        <translation>建立命運濃縮版角色：形象、技能、絕技</translation>
    </message>
    <message>
        <source>F&amp;ate</source>
        <translation>命運(&amp;A)</translation>
    </message>
    <message>
        <source>Fate Dice</source>
        <translation>命運骰</translation>
    </message>
    <message>
        <source>Fate &amp;Dice</source>
        <translation>命運骰(&amp;D)</translation>
    </message>
    <message>
        <source>Impor&amp;t from Fari…</source>
        <translation>從 Fari 匯入(&amp;T)…</translation>
    </message>
    <message>
        <source>Add a Fate Condensed character exported from Fari (.fari.json)</source>
        <translation>加入從 Fari 匯出的命運濃縮版角色（.fari.json）</translation>
    </message>
    <message>
        <source>E&amp;xport to Fari…</source>
        <translation>匯出至 Fari(&amp;X)…</translation>
    </message>
    <message>
        <source>Save the Fate character shown as a Fari character file (.fari.json)</source>
        <translation>將目前顯示的命運角色存成 Fari 角色檔（.fari.json）</translation>
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
        <translation>命運規則包或配置</translation>
    </message>
    <message>
        <source>The skills, creation pattern and ladder this campaign plays with:</source>
        <translation>這個戰役使用的技能、建角配置與形容詞梯度：</translation>
    </message>
    <message>
        <source>&amp;Pack or Profile…</source>
        <translation>規則包或配置(&amp;P)…</translation>
    </message>
    <message>
        <source>Choose the Fate pack or profile the campaign plays with (one undo step)</source>
        <translation>選擇戰役使用的命運規則包或配置（一個復原步驟）</translation>
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
        <translation>絕技</translation>
    </message>
    <message>
        <source>Extras</source>
        <translation>額外</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>重振</translation>
    </message>
    <message>
        <source>Fate points</source>
        <translation>命運點</translation>
    </message>
    <message>
        <source>Physical stress</source>
        <translation>物理壓力</translation>
    </message>
    <message>
        <source>Mental stress</source>
        <translation>心靈壓力</translation>
    </message>
    <message>
        <source>Consequences</source>
        <translation>後果</translation>
    </message>
</context>
<context>
    <name>sw::ui::FateWizard</name>
    <message>
        <source>New Fate Character</source>
        <translation>新命運角色</translation>
    </message>
    <message>
        <source>New Fate Character %1</source>
        <translation>新命運角色 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::FortuneRollDialog</name>
    <message>
        <source>Fortune roll</source>
        <translation>運氣骰</translation>
    </message>
    <message>
        <source>A fortune roll on the Tier of %1 (%2): what happens when no one acts — a critical is great effect, a 6 standard, a 4/5 limited, a 1–3 poor.</source>
        <translation>以 %1 的層級（%2）擲運氣骰：決定沒有人行動時會發生什麼——大成功為極佳效果，6 為標準，4/5 為有限，1–3 為微弱。</translation>
    </message>
    <message>
        <source>&amp;Advantage dice</source>
        <translation>優勢骰(&amp;A)</translation>
    </message>
    <message>
        <source>+1d for each major advantage, −1d for each major disadvantage. SRD: Fortune roll.</source>
        <translation>每個重大優勢 +1d，每個重大劣勢 −1d。SRD：運氣骰。</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>擲骰(&amp;R)</translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n dice.</source>
        <translation>
            <numerusform>骰池：%n 顆骰子。</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact chances of each result, counted over every way the dice can fall. SRD: Rolling the dice.</source>
        <translation>每種結果的精確機率，計算自骰子所有可能的擲法。SRD：擲骰子。</translation>
    </message>
    <message>
        <source>Fortune roll on the Tier of %1</source>
        <translation>以 %1 的層級擲運氣骰</translation>
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
        <translation>裝載：%1</translation>
    </message>
    <message>
        <source>Put down %1</source>
        <translation>放下「%1」</translation>
    </message>
    <message>
        <source>Carry %1</source>
        <translation>攜帶「%1」</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>裝載</translation>
    </message>
    <message>
        <source>&amp;Items</source>
        <translation>道具(&amp;I)</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>道具</translation>
    </message>
    <message>
        <source>Tick what you use during the score, up to your load; a wide box is an item of 2 load.</source>
        <translation>做案期間勾選你用到的道具，不可超過你的裝載；寬格代表占 2 裝載的道具。</translation>
    </message>
    <message>
        <source>Load level</source>
        <translation>裝載等級</translation>
    </message>
    <message>
        <source>Clear load</source>
        <translation>清除裝載</translation>
    </message>
    <message>
        <source>C&amp;lear load</source>
        <translation>清除裝載(&amp;L)</translation>
    </message>
    <message>
        <source>Put down every item and the load level after the score.</source>
        <translation>做案結束後放下所有道具並清除裝載等級。</translation>
    </message>
</context>
<context>
    <name>sw::ui::GmActions</name>
    <message>
        <source>&amp;GM</source>
        <translation>遊戲主持(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Faction Ladder</source>
        <translation>派系梯(&amp;F)</translation>
    </message>
    <message>
        <source>The factions and the crew&apos;s status with each (B §7)</source>
        <translation>各派系與幫派對其的地位（B §7）</translation>
    </message>
    <message>
        <source>&amp;Clocks</source>
        <translation>進度鐘(&amp;C)</translation>
    </message>
    <message>
        <source>Every progress clock of the campaign (A §6)</source>
        <translation>戰役中所有的進度鐘（A §6）</translation>
    </message>
    <message>
        <source>Start &amp;Score…</source>
        <translation>開始做案(&amp;S)…</translation>
    </message>
    <message>
        <source>Plan, engagement roll, payoff and heat (C §1–§5)</source>
        <translation>計畫、交戰骰、收益與追緝（C §1–§5）</translation>
    </message>
    <message>
        <source>&amp;Downtime…</source>
        <translation>休整(&amp;D)…</translation>
    </message>
    <message>
        <source>Entanglements, activities and the faction turn (C §3–§9)</source>
        <translation>糾葛、休整活動與派系回合（C §3–§9）</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>時間線(&amp;T)</translation>
    </message>
    <message>
        <source>The campaign&apos;s story, step by step</source>
        <translation>戰役的經過，一步一步</translation>
    </message>
    <message>
        <source>D&amp;ice Roller</source>
        <translation>擲骰器(&amp;I)</translation>
    </message>
    <message>
        <source>Roll any roll and keep it in the roll log</source>
        <translation>擲任何骰，並記入擲骰紀錄</translation>
    </message>
    <message>
        <source>Dice Roller</source>
        <translation>擲骰器</translation>
    </message>
    <message>
        <source>Faction Ladder</source>
        <translation>派系梯</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>進度鐘</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>時間線</translation>
    </message>
</context>
<context>
    <name>sw::ui::GmWords</name>
    <message>
        <source>Danger clock</source>
        <translation>危險鐘</translation>
    </message>
    <message>
        <source>Racing clock</source>
        <translation>競賽鐘</translation>
    </message>
    <message>
        <source>Linked clock</source>
        <translation>連環鐘</translation>
    </message>
    <message>
        <source>Mission clock</source>
        <translation>任務鐘</translation>
    </message>
    <message>
        <source>Tug-of-war clock</source>
        <translation>拔河鐘</translation>
    </message>
    <message>
        <source>Long-term project</source>
        <translation>長期專案</translation>
    </message>
    <message>
        <source>Healing clock</source>
        <translation>治療鐘</translation>
    </message>
    <message>
        <source>Faction clock</source>
        <translation>派系鐘</translation>
    </message>
    <message>
        <source>Fills as trouble closes in; never emptied (A §6).</source>
        <translation>隨麻煩逼近而填入；從不清空（A §6）。</translation>
    </message>
    <message>
        <source>Races a rival clock: whichever fills first wins (A §6).</source>
        <translation>與對手的進度鐘競速：先填滿者獲勝（A §6）。</translation>
    </message>
    <message>
        <source>Completing it unlocks the clock it links to (A §6).</source>
        <translation>完成後會解鎖與它相連的進度鐘（A §6）。</translation>
    </message>
    <message>
        <source>The crew&apos;s progress towards a goal (A §6).</source>
        <translation>幫派朝目標邁進的進度（A §6）。</translation>
    </message>
    <message>
        <source>Fills and empties as two sides pull (A §6).</source>
        <translation>隨雙方角力而增減（A §6）。</translation>
    </message>
    <message>
        <source>Worked on in downtime: 1, 2, 3 or 5 segments a roll (C §8.4).</source>
        <translation>在休整中推進：每次擲骰推進 1、2、3 或 5 格（C §8.4）。</translation>
    </message>
    <message>
        <source>A faction&apos;s goal, ticked in the faction turn (C §9).</source>
        <translation>派系的目標，在派系回合中推進（C §9）。</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>戰役</translation>
    </message>
    <message>
        <source>Crew</source>
        <translation>幫派</translation>
    </message>
    <message>
        <source>Scoundrel</source>
        <translation>惡棍</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>派系</translation>
    </message>
    <message>
        <source>Action roll</source>
        <translation>行動骰</translation>
    </message>
    <message>
        <source>Resistance roll</source>
        <translation>抵抗骰</translation>
    </message>
    <message>
        <source>Fortune roll</source>
        <translation>運氣骰</translation>
    </message>
    <message>
        <source>Gather information</source>
        <translation>蒐集情報</translation>
    </message>
    <message>
        <source>Engagement roll</source>
        <translation>交戰骰</translation>
    </message>
    <message>
        <source>Vice roll</source>
        <translation>惡習骰</translation>
    </message>
    <message>
        <source>Incarceration roll</source>
        <translation>監禁骰</translation>
    </message>
    <message>
        <source>Entanglement roll</source>
        <translation>糾葛骰</translation>
    </message>
    <message>
        <source>Faction clock roll</source>
        <translation>派系鐘擲骰</translation>
    </message>
    <message>
        <source>Acquire asset</source>
        <translation>獲取資產</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>恢復</translation>
    </message>
    <message>
        <source>Reduce heat</source>
        <translation>降低追緝</translation>
    </message>
    <message>
        <source>1–3: bad</source>
        <translation>1–3：失敗</translation>
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
        <translation>關鍵成功</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>進度鐘</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>做案</translation>
    </message>
    <message>
        <source>Downtime</source>
        <translation>休整</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n 顆骰</numerusform>
        </translation>
    </message>
    <message>
        <source>0 dice (roll 2, keep the lower)</source>
        <translation>0 顆骰（擲 2 顆取較低者）</translation>
    </message>
    <message>
        <source>%1 — critical %2 · 6: %3 · 4/5: %4 · 1–3: %5</source>
        <translation>%1 — 關鍵成功 %2 · 6：%3 · 4/5：%4 · 1–3：%5</translation>
    </message>
    <message>
        <source>Rolled %1 → %2</source>
        <translation>擲出 %1 → %2</translation>
    </message>
    <message>
        <source>undone</source>
        <translation>已復原</translation>
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
        <translation>獵場</translation>
    </message>
    <message>
        <source>Where the crew finds its usual work: part of one district, three or four blocks, and the kind of operation you prefer there. The faction that claims the area wants a deal.</source>
        <translation>幫派平常找活幹的地方：某個城區的一部分，約三、四個街區，以及你們在那裡偏好的任務行動。掌控該區域的派系會要求你們做個交易。</translation>
    </message>
    <message>
        <source>&amp;District:</source>
        <translation>城區(&amp;D)：</translation>
    </message>
    <message>
        <source>The district the hunting grounds lie in; it need not be the lair&apos;s.</source>
        <translation>獵場所在的城區；不必與巢穴在同一區。</translation>
    </message>
    <message>
        <source>e.g. Silkshore</source>
        <translation>例如：絲岸區</translation>
    </message>
    <message>
        <source>&amp;Area:</source>
        <translation>區域(&amp;A)：</translation>
    </message>
    <message>
        <source>Only three or four city blocks of that district.</source>
        <translation>該城區中僅三、四個街區的範圍。</translation>
    </message>
    <message>
        <source>e.g. the canal houses around Lantern Street</source>
        <translation>例如：提燈街一帶的運河屋</translation>
    </message>
    <message>
        <source>Preferred &amp;operation:</source>
        <translation>偏好的任務行動(&amp;O)：</translation>
    </message>
    <message>
        <source>One of the crew type&apos;s operations (or your own): +1d to gather information and a free activity for it.</source>
        <translation>幫派類型的任務行動之一（或自訂）：為此蒐集情報時 +1d，並獲得一次免費活動。</translation>
    </message>
    <message>
        <source>C&amp;laimed by faction:</source>
        <translation>掌控派系(&amp;L)：</translation>
    </message>
    <message>
        <source>The GM names the faction that claims the area; the deal changes your status with it.</source>
        <translation>由 GM 指定掌控該區域的派系；交易會改變你們與該派系的地位。</translation>
    </message>
    <message>
        <source>D&amp;eal:</source>
        <translation>交易(&amp;E)：</translation>
    </message>
    <message>
        <source>Pay 1 coin (status 0), pay 2 coin in respect (+1 status), or pay nothing (−1 status).</source>
        <translation>付 1 錢幣（地位 0）、付 2 錢幣表示尊敬（地位 +1），或分文不付（地位 −1）。</translation>
    </message>
    <message>
        <source>— choose a faction —</source>
        <translation>— 選擇派系 —</translation>
    </message>
    <message>
        <source>— choose a deal —</source>
        <translation>— 選擇交易 —</translation>
    </message>
    <message numerus="yes">
        <source>The crew has %n coin.</source>
        <translation>
            <numerusform>幫派有 %n 錢幣。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The crew has %n coin left.</source>
        <translation>
            <numerusform>幫派剩下 %n 錢幣。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::IdentityPanel</name>
    <message>
        <source>Edit %1</source>
        <translation>編輯%1</translation>
    </message>
    <message>
        <source>Choose %1</source>
        <translation>選擇%1</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>（請選擇）</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>姓名(&amp;N)</translation>
    </message>
    <message>
        <source>The scoundrel&apos;s name; every character has one once made.</source>
        <translation>惡棍的名字；角色建立後一定要有名字。</translation>
    </message>
    <message>
        <source>&amp;Alias</source>
        <translation>化名(&amp;A)</translation>
    </message>
    <message>
        <source>The name the streets know them by.</source>
        <translation>街頭上對此人的稱呼。</translation>
    </message>
    <message>
        <source>&amp;Playbook</source>
        <translation>遊玩書(&amp;P)</translation>
    </message>
    <message>
        <source>L&amp;ook</source>
        <translation>外貌(&amp;O)</translation>
    </message>
    <message>
        <source>A few words on how they look and carry themselves.</source>
        <translation>用幾個字描述此人的外表與舉止。</translation>
    </message>
    <message>
        <source>&amp;Heritage</source>
        <translation>出身(&amp;H)</translation>
    </message>
    <message>
        <source>Where their family comes from; it adds one action dot at creation.</source>
        <translation>家族的發源地；創造角色時增加一個行動點。</translation>
    </message>
    <message>
        <source>Heritage detail</source>
        <translation>出身細節</translation>
    </message>
    <message>
        <source>A detail of the heritage, in your own words.</source>
        <translation>用你自己的話描述出身的一項細節。</translation>
    </message>
    <message>
        <source>&amp;Background</source>
        <translation>背景(&amp;B)</translation>
    </message>
    <message>
        <source>What they did before the crew; it adds one action dot at creation.</source>
        <translation>加入幫派前的經歷；創造角色時增加一個行動點。</translation>
    </message>
    <message>
        <source>Background detail</source>
        <translation>背景細節</translation>
    </message>
    <message>
        <source>A detail of the background, in your own words.</source>
        <translation>用你自己的話描述背景的一項細節。</translation>
    </message>
    <message>
        <source>&amp;Vice</source>
        <translation>惡習(&amp;V)</translation>
    </message>
    <message>
        <source>How they relieve stress in downtime; indulging can overindulge.</source>
        <translation>休整時紓解壓力的方式；沉溺惡習可能會過度沉溺。</translation>
    </message>
    <message>
        <source>P&amp;urveyor</source>
        <translation>供應者(&amp;U)</translation>
    </message>
    <message>
        <source>Who or where they go to indulge their vice.</source>
        <translation>此人沉溺惡習時去找的人或地方。</translation>
    </message>
    <message>
        <source>Chosen at creation: it gives the starting dots, special abilities, friends and rivals, items and the XP trigger.</source>
        <translation>於創造角色時選定：決定起始行動點、特殊能力、朋友與敵手、道具及經驗點觸發條件。</translation>
    </message>
    <message>
        <source>Click, or press R on the vice, to indulge it in downtime: the vice roll.</source>
        <translation>點一下，或在惡習上按 R，在休整中沉溺惡習：惡習骰。</translation>
    </message>
</context>
<context>
    <name>sw::ui::LinkBanner</name>
    <message>
        <source>The shared campaign&apos;s server cannot be reached. The campaign is read-only until the connection is back; Sheetwright keeps trying.</source>
        <translation>無法連上共享戰役的伺服器。在連線恢復之前，戰役為唯讀；Sheetwright 會持續重試。</translation>
    </message>
    <message>
        <source>Connected again. Your last change, sent as the connection dropped, was saved.</source>
        <translation>已重新連線。連線中斷時送出的最後一項變更已儲存。</translation>
    </message>
    <message>
        <source>Connected again. Your last change, sent as the connection dropped, was not saved: make it again.</source>
        <translation>已重新連線。連線中斷時送出的最後一項變更沒有儲存：請再做一次。</translation>
    </message>
</context>
<context>
    <name>sw::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主題(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>新增戰役(&amp;N)…</translation>
    </message>
    <message>
        <source>Create a new, empty campaign file</source>
        <translation>建立新的空白戰役檔案</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>開啟戰役(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a campaign file</source>
        <translation>開啟戰役檔案</translation>
    </message>
    <message>
        <source>&amp;Export PDF…</source>
        <translation>匯出 PDF(&amp;E)…</translation>
    </message>
    <message>
        <source>Print the open sheets to a PDF file</source>
        <translation>將開啟的表單輸出為 PDF 檔案</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>Close Sheetwright; every change is already saved</source>
        <translation>關閉 Sheetwright；所有修改都已儲存</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>復原「%1」(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做「%1」(&amp;R)</translation>
    </message>
    <message>
        <source>Edit &amp;History</source>
        <translation>編輯紀錄(&amp;H)</translation>
    </message>
    <message>
        <source>Show every change in this session; click one to go back to it</source>
        <translation>顯示本次的所有修改；點選一項即可回到該狀態</translation>
    </message>
    <message>
        <source>Edit History</source>
        <translation>編輯紀錄</translation>
    </message>
    <message>
        <source>&lt;opened campaign&gt;</source>
        <translation>&lt;開啟戰役時&gt;</translation>
    </message>
    <message>
        <source>Edit history</source>
        <translation>編輯紀錄</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全螢幕(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>淺色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;About Sheetwright</source>
        <translation>關於 Sheetwright(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>關於 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>%1 — Sheetwright</source>
        <translation>%1 — Sheetwright</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已開啟 %1</translation>
    </message>
    <message>
        <source>Could not reopen %1: %2</source>
        <translation>無法重新開啟 %1：%2</translation>
    </message>
    <message>
        <source>New Campaign</source>
        <translation>新增戰役</translation>
    </message>
    <message>
        <source>Sheetwright campaigns (*.%1)</source>
        <translation>Sheetwright 戰役 (*.%1)</translation>
    </message>
    <message>
        <source>%1 already exists. Open it instead?</source>
        <translation>%1 已存在。要改為開啟它嗎？</translation>
    </message>
    <message>
        <source>Open Campaign</source>
        <translation>開啟戰役</translation>
    </message>
    <message>
        <source>Sheetwright campaigns (*.%1);;All files (*)</source>
        <translation>Sheetwright 戰役 (*.%1);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>Cannot Open Campaign</source>
        <translation>無法開啟戰役</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation>無法開啟 %1。</translation>
    </message>
    <message>
        <source>&amp;GM Override Mode</source>
        <translation>GM 裁定模式(&amp;G)</translation>
    </message>
    <message>
        <source>Let edits through that break a rule, recording each on the sheet</source>
        <translation>允許違反規則的修改，並將每一項記錄在表上</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>戰役</translation>
    </message>
    <message>
        <source>This kind of sheet opens in the GM tools.</source>
        <translation>這種表要在 GM 工具中開啟。</translation>
    </message>
    <message>
        <source>Damaged Campaign File</source>
        <translation>戰役檔案已損壞</translation>
    </message>
    <message>
        <source>Checking %1 found damage in the file.</source>
        <translation>檢查 %1 時發現檔案有損壞。</translation>
    </message>
    <message>
        <source>Sheets may be missing or fail to save. No backup was made from the damaged file; the backups of earlier days are in %1.</source>
        <translation>表單可能缺漏或無法儲存。損壞的檔案不會被拿來備份；之前各日的備份在 %1。</translation>
    </message>
    <message>
        <source>The campaign file is damaged: restore a backup.</source>
        <translation>戰役檔案已損壞：請還原備份。</translation>
    </message>
    <message>
        <source>The campaign&apos;s pack could not be changed: the campaign is open read-only.</source>
        <translation>無法更換戰役的規則包：這個戰役以唯讀方式開啟。</translation>
    </message>
    <message>
        <source>The campaign now plays with %1.</source>
        <translation>戰役現在使用 %1。</translation>
    </message>
    <message>
        <source>GM Override Mode</source>
        <translation>GM 裁定模式</translation>
    </message>
    <message>
        <source>While override mode is on, edits that break a rule are made anyway and the rule is recorded on the sheet with this reason:</source>
        <translation>裁定模式開啟時，違反規則的修改照樣生效，並以下列理由將該規則記錄在表上：</translation>
    </message>
    <message>
        <source>GM ruling</source>
        <translation>GM 裁定</translation>
    </message>
    <message>
        <source>Could not move %1 to the new data folder.</source>
        <translation>無法把 %1 移到新的資料夾。</translation>
    </message>
    <message>
        <source>Open a campaign a table shares on a PostgreSQL server</source>
        <translation>開啟一桌玩家在 PostgreSQL 伺服器上共享的戰役</translation>
    </message>
    <message>
        <source>Connect to a &amp;Shared Campaign…</source>
        <translation>連線到共享戰役(&amp;S)…</translation>
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
        <translation>類型</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>等級</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>花費</translation>
    </message>
    <message>
        <source>From &amp;content</source>
        <translation>從內容選取(&amp;C)</translation>
    </message>
    <message>
        <source>Ability na&amp;me</source>
        <translation>能力名稱(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Type</source>
        <translation>類型(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>等級(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Buy Ability</source>
        <translation>獲得能力(&amp;B)</translation>
    </message>
    <message>
        <source>Reno&amp;unce</source>
        <translation>放棄能力(&amp;U)</translation>
    </message>
    <message>
        <source>Only during a rest: frees the occupancy; the Talent it cost is lost, not refunded (rule 32).</source>
        <translation>僅在休息時：釋出佔用；其花費的潛能不會退還（規則 32）。</translation>
    </message>
    <message>
        <source>(write one)</source>
        <translation>（自行填寫）</translation>
    </message>
    <message>
        <source>Costs %1 Talent</source>
        <translation>花費 %1 點潛能</translation>
    </message>
    <message>
        <source>; occupies %1 of %2 free %3</source>
        <translation>；佔用 %3 剩餘 %2 級中的 %1 級</translation>
    </message>
    <message>
        <source>Name the ability first.</source>
        <translation>請先填寫能力名稱。</translation>
    </message>
    <message>
        <source>Buy %1</source>
        <translation>獲得 %1</translation>
    </message>
    <message>
        <source>Choose the ability to renounce in the list.</source>
        <translation>請在清單中選擇要放棄的能力。</translation>
    </message>
    <message>
        <source>Renounce %1</source>
        <translation>放棄 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalAbilityForm</name>
    <message>
        <source>Acquiring it costs its level ×3 Talent; an innate ability costs nothing (rules 26, 30)</source>
        <translation>獲得時花費等級×3 點潛能；天賦不需花費（規則 26、30）</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>等級(&amp;L)</translation>
    </message>
    <message>
        <source>e.g. 1⚡️战术, or empty for a passive ability</source>
        <translation>例如 1⚡️戰術；被動能力留空</translation>
    </message>
    <message>
        <source>&amp;Activation</source>
        <translation>施展(&amp;A)</translation>
    </message>
    <message>
        <source>T&amp;ype</source>
        <translation>類型(&amp;Y)</translation>
    </message>
    <message>
        <source>Effe&amp;ct</source>
        <translation>效果(&amp;C)</translation>
    </message>
    <message>
        <source>an innate ability: the species or feature id, e.g. lizardfolk</source>
        <translation>天賦：種族或特徵代號，例如 lizardfolk</translation>
    </message>
    <message>
        <source>A character of that species or with that feature has it, at no cost (天赋, rules 29–30)</source>
        <translation>該種族或具有該特徵的角色無須花費即擁有它（天賦，規則 29–30）</translation>
    </message>
    <message>
        <source>e.g. 女性 (empty: any)</source>
        <translation>例如 女性（留空：不限）</translation>
    </message>
    <message>
        <source>Requires &amp;gender</source>
        <translation>性別需求(&amp;G)</translation>
    </message>
    <message>
        <source>species ids, e.g. human (empty: any)</source>
        <translation>種族代號，例如 human（留空：不限）</translation>
    </message>
    <message>
        <source>Requires &amp;species</source>
        <translation>種族需求(&amp;S)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>不限</translation>
    </message>
    <message>
        <source>Uses allowed in each window (rule 33)</source>
        <translation>每段時間內可使用的次數（規則 33）</translation>
    </message>
    <message>
        <source>a round</source>
        <translation>每輪</translation>
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
        <translation>頻率，次數(&amp;F)</translation>
    </message>
    <message>
        <source>Only an innate ability is granted by a species or feature: choose the type Innate.</source>
        <translation>只有天賦由種族或特徵賦予：請選擇類型「天賦」。</translation>
    </message>
    <message>
        <source>Grante&amp;d by</source>
        <translation>賦予來源(&amp;D)</translation>
    </message>
    <message>
        <source>No species or feature of the campaign&apos;s own has the id &quot;%1&quot;: write the id of the one granting it (save an example species first to use it).</source>
        <translation>戰役自有的種族或特徵中沒有 id 為「%1」者：請寫出賦予它的種族或特徵的 id（要用範例種族，請先儲存該種族）。</translation>
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
        <translation>受訓%1 +1 花費受訓屬性 %2 ×3 = %3 點潛能（規則 24–25）。</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>屬性</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>屬性</translation>
    </message>
    <message>
        <source>Trained</source>
        <translation>受訓</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>基礎</translation>
    </message>
    <message>
        <source>Temporary</source>
        <translation>臨時</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>總數</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>屬性骰</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>能力佔用</translation>
    </message>
    <message>
        <source>Levels of this attribute&apos;s abilities against its base score (rule 27)</source>
        <translation>此屬性類型能力的等級總和，對照基礎屬性（規則 27）</translation>
    </message>
    <message>
        <source>Current dice: damage removes them, rest brings them back up to the total (rules 6–10)</source>
        <translation>現有屬性骰：受到傷害時失去，休息時恢復，最多至總數（規則 6–10）</translation>
    </message>
    <message>
        <source>Raise %1</source>
        <translation>提升%1</translation>
    </message>
    <message>
        <source>Set %1 dice</source>
        <translation>設定%1骰</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalContentDialog</name>
    <message>
        <source>Meshal Campaign Content</source>
        <translation>Meshal 戰役內容</translation>
    </message>
    <message>
        <source>A&amp;bilities</source>
        <translation>能力(&amp;B)</translation>
    </message>
    <message>
        <source>I&amp;mport Pack…</source>
        <translation>匯入內容包(&amp;M)…</translation>
    </message>
    <message>
        <source>E&amp;xport Pack…</source>
        <translation>匯出內容包(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;New Entry</source>
        <translation>新條目(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Remove Entry</source>
        <translation>移除條目(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (example)</source>
        <translation>%1（範例）</translation>
    </message>
    <message>
        <source>From the example pack, which shows the format; save it to make it the campaign&apos;s own</source>
        <translation>來自示範格式的範例內容包；儲存後即成為戰役自己的條目</translation>
    </message>
    <message>
        <source>Written for this campaign</source>
        <translation>為此戰役撰寫</translation>
    </message>
    <message>
        <source>This entry cannot be kept: %1</source>
        <translation>無法保留此條目：%1</translation>
    </message>
    <message>
        <source>Write %1 in the campaign&apos;s content</source>
        <translation>在戰役內容中寫入 %1</translation>
    </message>
    <message>
        <source>Choose the entry to remove in the list.</source>
        <translation>請在清單中選擇要移除的條目。</translation>
    </message>
    <message>
        <source>An example entry is not the campaign&apos;s to remove.</source>
        <translation>範例條目不屬於戰役，無法移除。</translation>
    </message>
    <message>
        <source>Remove %1 from the campaign&apos;s content</source>
        <translation>從戰役內容移除 %1</translation>
    </message>
    <message>
        <source>Not a Meshal content pack: %1</source>
        <translation>不是 Meshal 內容包：%1</translation>
    </message>
    <message>
        <source>The pack cannot be merged: %1</source>
        <translation>無法合併此內容包：%1</translation>
    </message>
    <message>
        <source>Import content pack %1</source>
        <translation>匯入內容包 %1</translation>
    </message>
    <message>
        <source>Imported %1: %2 new, %3 replaced.</source>
        <translation>已匯入 %1：新增 %2 項，取代 %3 項。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>無法寫入 %1：%2</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已寫入 %1</translation>
    </message>
    <message>
        <source>Import a Meshal Content Pack</source>
        <translation>匯入 Meshal 內容包</translation>
    </message>
    <message>
        <source>Content packs (*.json)</source>
        <translation>內容包 (*.json)</translation>
    </message>
    <message>
        <source>Export the Campaign&apos;s Content</source>
        <translation>匯出戰役內容</translation>
    </message>
    <message>
        <source>S&amp;pecies</source>
        <translation>種族(&amp;P)</translation>
    </message>
    <message>
        <source>I&amp;tems</source>
        <translation>物品(&amp;T)</translation>
    </message>
    <message>
        <source>The rulebook&apos;s optional modules (扩展) this campaign plays with. Age needs natural death (rule 49).</source>
        <translation>此戰役採用的規則書擴展模組。啟用年齡時也須啟用壽終正寢（規則 49）。</translation>
    </message>
    <message>
        <source>Mod&amp;ules</source>
        <translation>模組(&amp;U)</translation>
    </message>
    <message>
        <source>%1 needs %2 on as well (rule 49).</source>
        <translation>%1 需要同時啟用 %2（規則 49）。</translation>
    </message>
    <message>
        <source>Sa&amp;ve Entry</source>
        <translation>儲存條目(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Starting Talent (rule 20)</source>
        <translation>初始潛能（規則 20）(&amp;S)</translation>
    </message>
    <message>
        <source>Si&amp;lver coins for a gold coin (rule 52)</source>
        <translation>1 枚金幣兌換的銀幣數（規則 52）(&amp;L)</translation>
    </message>
    <message>
        <source>C&amp;opper coins for a silver coin (rule 52)</source>
        <translation>1 枚銀幣兌換的銅幣數（規則 52）(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Apply to the Campaign</source>
        <translation>套用至戰役(&amp;A)</translation>
    </message>
    <message>
        <source>Set the campaign&apos;s modules and numbers</source>
        <translation>設定戰役的模組與數值</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalDicePanel</name>
    <message>
        <source>Write the dice as the rulebook counts them, e.g. 4, 强壮+3 or 活力/精神孰低.</source>
        <translation>請依規則書的算式填寫骰數，例如 4、強壯+3 或 活力/精神孰低。</translation>
    </message>
    <message>
        <source>GM</source>
        <translation>主持人</translation>
    </message>
    <message>
        <source>%1: %2 against %3</source>
        <translation>%1：%2 對難度 %3</translation>
    </message>
    <message>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Dice %1 → %2: %3 (needs more than %4).</source>
        <translation>骰子 %1 → %2：%3（須大於 %4）。</translation>
    </message>
    <message>
        <source>Seed %1.</source>
        <translation>種子 %1。</translation>
    </message>
    <message>
        <source>%1: %2 until above %3</source>
        <translation>%1：%2 累加至大於 %3</translation>
    </message>
    <message>
        <source>success on roll %1</source>
        <translation>第 %1 次投骰成功</translation>
    </message>
    <message>
        <source>no success in %1 rolls</source>
        <translation>%1 次投骰內未成功</translation>
    </message>
    <message>
        <source>Sums %1: %2 (needs more than %3).</source>
        <translation>累計 %1：%2（須大於 %3）。</translation>
    </message>
    <message>
        <source>Choose the character who takes the attack.</source>
        <translation>請選擇受擊的角色。</translation>
    </message>
    <message>
        <source>The attack is not in the rulebook&apos;s notation: %1</source>
        <translation>攻擊不符合規則書的寫法：%1</translation>
    </message>
    <message>
        <source>%1 takes an attack</source>
        <translation>%1 受到攻擊</translation>
    </message>
    <message>
        <source>A roll of 0 never hits (rule 60).</source>
        <translation>投骰結果為 0 時不會命中（規則 60）。</translation>
    </message>
    <message>
        <source>%1 is immune to this attack.</source>
        <translation>%1 免疫此攻擊。</translation>
    </message>
    <message>
        <source>Solid defence: nothing got through (protection %1).</source>
        <translation>完全防禦：沒有造成傷害（防護 %1）。</translation>
    </message>
    <message>
        <source>Protection %1 stops it all.</source>
        <translation>防護 %1 抵消了全部傷害。</translation>
    </message>
    <message numerus="yes">
        <source>Protection %1; %n die(s) removed.</source>
        <translation>
            <numerusform>防護 %1；失去 %n 顆屬性骰。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is dead.</source>
        <translation>%1 死亡。</translation>
    </message>
    <message>
        <source>%1 falls unconscious and prone.</source>
        <translation>%1 昏迷並倒地。</translation>
    </message>
    <message>
        <source>Choose the character who rests.</source>
        <translation>請選擇要休息的角色。</translation>
    </message>
    <message>
        <source>%1 rests an hour</source>
        <translation>%1 休息 1 小時</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s) back</source>
        <translation>
            <numerusform>恢復 %n 顆</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 +%2</source>
        <translation>%1 +%2</translation>
    </message>
    <message>
        <source>An hour of rest: nothing to recover.</source>
        <translation>休息 1 小時：沒有需要恢復的屬性骰。</translation>
    </message>
    <message>
        <source>An hour of rest: %1 (dice %2).</source>
        <translation>休息 1 小時：%1（骰子 %2）。</translation>
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
        <translation>%1 恢復了所有屬性骰。</translation>
    </message>
    <message>
        <source>&amp;Character</source>
        <translation>角色(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Pool</source>
        <translation>骰數(&amp;P)</translation>
    </message>
    <message>
        <source>Count a&amp;s</source>
        <translation>計算方式(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Advantages</source>
        <translation>優勢(&amp;A)</translation>
    </message>
    <message>
        <source>Disad&amp;vantages</source>
        <translation>劣勢(&amp;V)</translation>
    </message>
    <message>
        <source>Hold &amp;back to</source>
        <translation>留手至(&amp;B)</translation>
    </message>
    <message>
        <source>Diffic&amp;ulty</source>
        <translation>難度(&amp;U)</translation>
    </message>
    <message>
        <source>S&amp;eed</source>
        <translation>種子(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Weapon</source>
        <translation>武器(&amp;W)</translation>
    </message>
    <message>
        <source>A&amp;ttack</source>
        <translation>攻擊(&amp;T)</translation>
    </message>
    <message>
        <source>Attack ro&amp;ll</source>
        <translation>攻擊投骰結果(&amp;L)</translation>
    </message>
    <message>
        <source>Defe&amp;nce</source>
        <translation>防禦(&amp;N)</translation>
    </message>
    <message>
        <source>Defence p&amp;oints</source>
        <translation>防禦點數(&amp;O)</translation>
    </message>
    <message>
        <source>The dice as the rulebook counts them: 4, 强壮+3, 活力+精神, 活力/精神孰低 (the whole notation with 🎲 or 🎲+ works too)</source>
        <translation>依規則書的算式填寫骰數：4、強壯+3、活力+精神、活力/精神孰低（也可填寫含 🎲 或 🎲+ 的完整寫法）</translation>
    </message>
    <message>
        <source>Points (1 → 1, 2 → 2, else 0)</source>
        <translation>點數（1 → 1、2 → 2、其餘 0）</translation>
    </message>
    <message>
        <source>Face total</source>
        <translation>骰面</translation>
    </message>
    <message>
        <source>(written below)</source>
        <translation>（於下方填寫）</translation>
    </message>
    <message>
        <source>all dice</source>
        <translation>全部骰子</translation>
    </message>
    <message>
        <source>a new seed</source>
        <translation>新的種子</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>投骰(&amp;R)</translation>
    </message>
    <message>
        <source>Roll Unt&amp;il Above</source>
        <translation>累加嘗試(&amp;I)</translation>
    </message>
    <message>
        <source>A progressive attempt: the rolls add up until the sum is above the difficulty (L116)</source>
        <translation>累加嘗試：每次投骰的結果累加，直至總和大於難度（L116）</translation>
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
        <translation>傷害</translation>
    </message>
    <message>
        <source>An attack in the rulebook&apos;s notation, e.g. 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)</source>
        <translation>以規則書寫法填寫攻擊,例如 對強壯造成強壯🎲物理攻擊,穿透2防護(可格擋/閃避)</translation>
    </message>
    <message>
        <source>Apply &amp;Damage</source>
        <translation>承受傷害(&amp;D)</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>Rest One &amp;Hour</source>
        <translation>休息 1 小時(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Full Rest</source>
        <translation>充分休息(&amp;F)</translation>
    </message>
    <message>
        <source>no defence</source>
        <translation>不防禦</translation>
    </message>
    <message>
        <source>(no character)</source>
        <translation>（無角色）</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s): too many to count the odds.</source>
        <translation>
            <numerusform>%n 顆骰子：太多，無法計算機率。</numerusform>
        </translation>
    </message>
    <message>
        <source>points</source>
        <translation>點數</translation>
    </message>
    <message>
        <source>face total</source>
        <translation>骰面</translation>
    </message>
    <message numerus="yes">
        <source>%n die(s), %1; beats %2 in %3 of %4 outcomes: %5%</source>
        <translation>
            <numerusform>%n 顆骰子，%1；在 %4 種結果中有 %3 種大於 %2：%5%</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: [%2] → %3</source>
        <translation>%1：[%2] → %3</translation>
    </message>
    <message>
        <source>Write both sides&apos; dice as the rulebook counts them, e.g. 4 or 3🎲+.</source>
        <translation>請以規則書的寫法填寫雙方的骰子，例如 4 或 3🎲+。</translation>
    </message>
    <message>
        <source>%1 against %2 dice: too many to count the odds.</source>
        <translation>%1 對 %2 顆骰子：骰子太多，無法計算機率。</translation>
    </message>
    <message>
        <source>%1 against %2 dice: wins %3%, loses %4%, ties %5%</source>
        <translation>%1 對 %2 顆骰子：獲勝 %3%，落敗 %4%，平手 %5%</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 獲勝</translation>
    </message>
    <message>
        <source>the other side wins</source>
        <translation>對方獲勝</translation>
    </message>
    <message>
        <source>a tie, for the host to settle</source>
        <translation>平手，由主持人裁定</translation>
    </message>
    <message>
        <source>%1: %2 in a contest against %3</source>
        <translation>%1：%2 與 %3 對抗</translation>
    </message>
    <message>
        <source>%1 to %2, %3</source>
        <translation>%1 比 %2，%3</translation>
    </message>
    <message>
        <source>Contest: [%1] → %2 against [%3] → %4: %5.</source>
        <translation>對抗：[%1] → %2 對 [%3] → %4：%5。</translation>
    </message>
    <message>
        <source>Contest a&amp;gainst</source>
        <translation>對抗對手(&amp;G)</translation>
    </message>
    <message>
        <source>Roll Contest</source>
        <translation>對抗投骰</translation>
    </message>
    <message>
        <source>Both sides roll; the higher result wins, a tie is the host&apos;s to settle (L118)</source>
        <translation>雙方各自投骰，結果較高者獲勝；平手由主持人裁定（L118）</translation>
    </message>
    <message>
        <source>&amp;Meals eaten</source>
        <translation>進食份數(&amp;M)</translation>
    </message>
    <message>
        <source>Drin&amp;ks drunk</source>
        <translation>飲水份數(&amp;K)</translation>
    </message>
    <message>
        <source>Hours &amp;you slept, each time</source>
        <translation>每次睡眠時數(&amp;Y)</translation>
    </message>
    <message>
        <source>Supplies (a day)</source>
        <translation>補給（一天）</translation>
    </message>
    <message>
        <source>Hours asleep each time, e.g. 4,2; a time shorter than an hour does not count (L1077)</source>
        <translation>每次睡眠的時數，例如 4,2；不足 1 小時的睡眠不計（L1077）</translation>
    </message>
    <message>
        <source>Start the Ne&amp;xt Day</source>
        <translation>開始新的一天(&amp;X)</translation>
    </message>
    <message>
        <source>Each need unmet takes a die: hunger Might, thirst Energy, too little sleep Spirit; they come back one per full rest (rule 61)</source>
        <translation>每項未滿足的需求失去 1 顆骰子：飢餓失去強壯骰、乾渴失去活力骰、困乏失去精神骰；每次充分休息恢復 1 顆（規則 61）</translation>
    </message>
    <message>
        <source>Choose the character whose day it was.</source>
        <translation>請選擇度過這一天的角色。</translation>
    </message>
    <message>
        <source>Write the hours slept each time as whole numbers, e.g. 4,2.</source>
        <translation>請以整數填寫每次睡眠的時數，例如 4,2。</translation>
    </message>
    <message>
        <source>%1&apos;s day of supplies</source>
        <translation>%1 的一天補給</translation>
    </message>
    <message>
        <source>The rulebook gives no daily needs for this size; nothing was taken.</source>
        <translation>規則書未給出此體型的每日需求；未失去骰子。</translation>
    </message>
    <message>
        <source>hungry: a %1 die taken</source>
        <translation>飢餓：失去 1 顆%1骰</translation>
    </message>
    <message>
        <source>thirsty: a %1 die taken</source>
        <translation>乾渴：失去 1 顆%1骰</translation>
    </message>
    <message>
        <source>exhausted: a %1 die taken</source>
        <translation>困乏：失去 1 顆%1骰</translation>
    </message>
    <message>
        <source>Every need was met.</source>
        <translation>每項需求皆已滿足。</translation>
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
        <translation>對手的表</translation>
    </message>
    <message>
        <source>Secret (host only)</source>
        <translation>暗投（僅主持人可見）</translation>
    </message>
    <message>
        <source>Bearing or borne (3 disadvantages)</source>
        <translation>背負或被背負（3 劣勢）</translation>
    </message>
    <message>
        <source>背负: the bearer and the creature borne roll with 3 disadvantages, and the bearer moves at half speed (rule 62, L775)</source>
        <translation>背負：背負者與被背負者在任何投骰時都有 3 劣勢，背負者移速減半（規則 62，L775）</translation>
    </message>
    <message>
        <source>The roll goes to the log marked secret; on a shared campaign the players do not see it</source>
        <translation>投骰以暗投記入紀錄；在共享戰役中玩家看不到</translation>
    </message>
    <message>
        <source>The other side&apos;s dice in a contest, e.g. 3, 4🎲+ or 强壮+2 with the opponent&apos;s sheet (L118)</source>
        <translation>對抗中另一方的骰子，例如 3、4🎲+，或配合對手的表寫 強壯+2（L118）</translation>
    </message>
    <message>
        <source>Whose attribute dice the other side&apos;s pool counts (强壮, 活力, 精神)</source>
        <translation>另一方的骰池以誰的屬性骰計算（強壯、活力、精神）</translation>
    </message>
    <message>
        <source>Secret: %1</source>
        <translation>暗投：%1</translation>
    </message>
    <message>
        <source>Bearing (背负)</source>
        <translation>背負</translation>
    </message>
    <message>
        <source>The creature the character above takes up: one at a time, its size or smaller (rule 62)</source>
        <translation>上方角色要背起的生物：每次一個，體型與自己相同或更小（規則 62）</translation>
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
        <translation>請在上方選擇背負者，並選擇要背起的另一個角色。</translation>
    </message>
    <message>
        <source>%1 or %2 is already bearing or borne: put that creature down first.</source>
        <translation>%1 或 %2 已在背負或被背負：請先放下那個生物。</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>%1 bears %2: speeds %3; both roll with %4 disadvantages.</source>
        <translation>%1 背負 %2：移速 %3；雙方投骰皆有 %4 劣勢。</translation>
    </message>
    <message>
        <source>%1 is borne by %2: %3 disadvantages on every roll.</source>
        <translation>%1 由 %2 背負：每次投骰皆有 %3 劣勢。</translation>
    </message>
    <message>
        <source>%1, attack %2</source>
        <translation>%1，第 %2 種攻擊</translation>
    </message>
    <message>
        <source>%1 (not equipped)</source>
        <translation>%1（未裝備）</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>攻擊者</translation>
    </message>
    <message>
        <source>Whose weapon makes the attack: one equipped or natural weapon of that sheet (rule 45)</source>
        <translation>由誰的武器發動攻擊：該角色表上一件已裝備或天生的武器（規則 45）</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalEditor</name>
    <message>
        <source>This character is no longer in the campaign.</source>
        <translation>此角色已不在戰役中。</translation>
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
        <translation>持續效果</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>效果</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>變化</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持續時間</translation>
    </message>
    <message>
        <source>Appl&amp;y Effect</source>
        <translation>施加效果(&amp;Y)</translation>
    </message>
    <message>
        <source>A temporary change to the totals; an effect of the same name replaces the one in place (rule 34).</source>
        <translation>對屬性總數的臨時變化；同名效果會頂替原有的效果（規則 34）。</translation>
    </message>
    <message>
        <source>En&amp;d Effect</source>
        <translation>結束效果(&amp;D)</translation>
    </message>
    <message>
        <source>The changes end; dice above the new total go (rule 7).</source>
        <translation>變化結束；超過新總數的屬性骰隨之失去（規則 7）。</translation>
    </message>
    <message>
        <source>Name the effect first.</source>
        <translation>請先填寫效果名稱。</translation>
    </message>
    <message>
        <source>Apply %1</source>
        <translation>施加 %1</translation>
    </message>
    <message>
        <source>Choose the effect to end in the list.</source>
        <translation>請在清單中選擇要結束的效果。</translation>
    </message>
    <message>
        <source>End %1</source>
        <translation>結束 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalEntryForm</name>
    <message>
        <source>Lower-case letters, digits and _; an entry with the same id is replaced</source>
        <translation>小寫字母、數字與 _；相同 ID 的條目會被取代</translation>
    </message>
    <message>
        <source>&amp;ID</source>
        <translation>ID(&amp;I)</translation>
    </message>
    <message>
        <source>Name (traditional C&amp;hinese)</source>
        <translation>名稱（繁體中文）(&amp;H)</translation>
    </message>
    <message>
        <source>Name (&amp;English)</source>
        <translation>名稱（英文）(&amp;E)</translation>
    </message>
    <message>
        <source>Give the entry an id of lower-case letters, digits and _ (e.g. lizardfolk).</source>
        <translation>請為條目填寫由小寫字母、數字與 _ 組成的 ID（例如 lizardfolk）。</translation>
    </message>
    <message>
        <source>Give the entry its simplified Chinese name, the rulebook&apos;s language.</source>
        <translation>請填寫條目的簡體中文名稱（規則書的語言）。</translation>
    </message>
    <message>
        <source>Name (simplified Chinese, re&amp;quired)</source>
        <translation>名稱（簡體中文，必填）(&amp;Q)</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalEquipmentPage</name>
    <message>
        <source>Equipment</source>
        <translation>裝備</translation>
    </message>
    <message>
        <source>Tick what the character carries: at most 3 heavy and 9 light items (rule 36). The rulebook gives no starting gear.</source>
        <translation>勾選角色攜帶的物品：最多 3 件重型與 9 件輕型物品（規則 36）。規則書未規定初始裝備。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1, %2 %3 %4: strength %5 (spent/unspent); heavy %6, light %7.</source>
        <translation>%1，%2 %3 %4：實力 %5（已花費/未花費）；重型 %6，輕型 %7。</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalIdentityPage</name>
    <message>
        <source>Identity and Features</source>
        <translation>身分與特徵</translation>
    </message>
    <message>
        <source>Name the character and choose the required features within what its species allows (rules 46–47).</source>
        <translation>為角色命名，並在種族允許的範圍內選定必要特徵（規則 46–47）。</translation>
    </message>
    <message>
        <source>(choose)</source>
        <translation>（請選擇）</translation>
    </message>
    <message>
        <source>36 in the rulebook; the GM may set another for the campaign (rule 20).</source>
        <translation>規則書為 36；主持人可為戰役另行設定（規則 20）。</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>姓名(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Species</source>
        <translation>種族(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Gender</source>
        <translation>性別(&amp;G)</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>體型(&amp;Z)</translation>
    </message>
    <message>
        <source>F&amp;orm</source>
        <translation>形態(&amp;O)</translation>
    </message>
    <message>
        <source>Starting &amp;Talent</source>
        <translation>初始潛能(&amp;T)</translation>
    </message>
    <message>
        <source>Rules profile: the core rules, no optional module (扩展) on.</source>
        <translation>規則配置：核心規則，未啟用任何擴展模組。</translation>
    </message>
    <message>
        <source>Rules profile: these optional modules (扩展) are on: %1.</source>
        <translation>規則配置：已啟用這些擴展模組：%1。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The campaign&apos;s modules and starting Talent are set in Meshal ▸ Campaign Content… ▸ Modules.</source>
        <translation>戰役的模組與初始潛能在 Meshal ▸ 戰役內容… ▸ 模組 中設定。</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalIdentityPanel</name>
    <message>
        <source>Player character or not</source>
        <translation>是否為玩家角色</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>Size level %1 · footprint %2 step(s)</source>
        <translation>體型等級 %1 · 佔位 %2 步</translation>
    </message>
    <message>
        <source>Identity and Features</source>
        <translation>身分與特徵</translation>
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
        <translation>種族(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Gender</source>
        <translation>性別(&amp;G)</translation>
    </message>
    <message>
        <source>Si&amp;ze</source>
        <translation>體型(&amp;Z)</translation>
    </message>
    <message>
        <source>F&amp;orm</source>
        <translation>形態(&amp;O)</translation>
    </message>
    <message>
        <source>Edit the identity</source>
        <translation>編輯身分</translation>
    </message>
    <message>
        <source>Choose the species</source>
        <translation>選擇種族</translation>
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
        <translation>類型(&amp;Y)</translation>
    </message>
    <message>
        <source>One attack a line, in the rulebook&apos;s notation: 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)</source>
        <translation>每行一種攻擊，以規則書的寫法：對強壯造成強壯🎲物理攻擊,穿透2防護(可格擋/閃避)</translation>
    </message>
    <message>
        <source>&amp;Attacks</source>
        <translation>攻擊(&amp;A)</translation>
    </message>
    <message>
        <source>Protection while equipped</source>
        <translation>裝備時的防護</translation>
    </message>
    <message>
        <source>e.g. 1⚡️战术</source>
        <translation>例如 1⚡️戰術</translation>
    </message>
    <message>
        <source>A&amp;ction cost</source>
        <translation>機動花費(&amp;C)</translation>
    </message>
    <message>
        <source>Sca&amp;le</source>
        <translation>規格(&amp;L)</translation>
    </message>
    <message>
        <source>Give the item at least one type, e.g. weapon.blade.</source>
        <translation>請為物品填寫至少一種類型，例如 weapon.blade。</translation>
    </message>
    <message>
        <source>The attack &quot;%1&quot; is not written in the rulebook&apos;s notation, e.g. 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避).</source>
        <translation>攻擊「%1」不是規則書的寫法，例如 對強壯造成強壯🎲物理攻擊,穿透2防護(可格擋/閃避)。</translation>
    </message>
    <message>
        <source>e.g. head, or leg, leg for boots (empty: none)</source>
        <translation>例如 head，靴子寫 leg, leg（留空：不佔部位）</translation>
    </message>
    <message>
        <source>The body parts it takes while equipped: head, torso, arm, leg, tail, wing, fin (L464–L474)</source>
        <translation>裝備時佔用的肢體：head 頭部、torso 軀幹、arm 手臂、leg 腿腳、tail 尾巴、wing 翅膀、fin 鰭（L464–L474）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a body part: write head, torso, arm, leg, tail, wing or fin.</source>
        <translation>「%1」不是肢體部位：請寫 head、torso、arm、leg、tail、wing 或 fin。</translation>
    </message>
    <message>
        <source>B&amp;ody parts it takes</source>
        <translation>佔用肢體(&amp;O)</translation>
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
        <translation>攜帶：重型 %1 / %2 · 輕型 %3 / %4 · 飾品 %5 / %6（規則 36–37）</translation>
    </message>
    <message>
        <source>Worth %1 copper (1 gold = %2 silver, 1 silver = %3 copper)</source>
        <translation>共值 %1 銅幣（1 金幣 = %2 銀幣，1 銀幣 = %3 銅幣）</translation>
    </message>
    <message>
        <source>Items and Money</source>
        <translation>物品與錢幣</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>物品</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>規格</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>Equipped</source>
        <translation>已裝備</translation>
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
        <translation>錢幣</translation>
    </message>
    <message>
        <source> gold</source>
        <translation> 金幣</translation>
    </message>
    <message>
        <source> silver</source>
        <translation> 銀幣</translation>
    </message>
    <message>
        <source> copper</source>
        <translation> 銅幣</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>取得 %1</translation>
    </message>
    <message>
        <source>Choose the item to remove in the list.</source>
        <translation>請在清單中選擇要移除的物品。</translation>
    </message>
    <message>
        <source>Drop %1</source>
        <translation>丟棄 %1</translation>
    </message>
    <message>
        <source>Equip %1</source>
        <translation>裝備 %1</translation>
    </message>
    <message>
        <source>Unequip %1</source>
        <translation>卸下 %1</translation>
    </message>
    <message>
        <source>Count the money</source>
        <translation>清點錢幣</translation>
    </message>
    <message>
        <source>%1 is unique, but %2 holds it too (rule 43).</source>
        <translation>%1 是唯一物品，但 %2 也持有它（規則 43）。</translation>
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
        <translation>擴展更多特徵</translation>
    </message>
    <message>
        <source>Height or length</source>
        <translation>身高／身長</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>體重</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>外貌</translation>
    </message>
    <message>
        <source>Personality</source>
        <translation>個性</translation>
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
        <translation>代號</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>年齡</translation>
    </message>
    <message>
        <source>not written</source>
        <translation>未填寫</translation>
    </message>
    <message>
        <source>e.g. 碎骨者, 韩达克</source>
        <translation>例如 碎骨者、韓達克</translation>
    </message>
    <message>
        <source>Write %1</source>
        <translation>填寫%1</translation>
    </message>
    <message>
        <source>Write the age</source>
        <translation>填寫年齡</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalRelationsPanel</name>
    <message>
        <source>Relationships</source>
        <translation>關係</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>對象</translation>
    </message>
    <message>
        <source>Stance</source>
        <translation>關係狀態</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Another character of the campaign, or a name</source>
        <translation>戰役中的另一名角色，或一個名字</translation>
    </message>
    <message>
        <source>note</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Add Relations&amp;hip</source>
        <translation>加入關係(&amp;H)</translation>
    </message>
    <message>
        <source>Remove Relat&amp;ionship</source>
        <translation>移除關係(&amp;I)</translation>
    </message>
    <message>
        <source>%1 does not call this character friendly (rule 54).</source>
        <translation>%1 未將此角色視為友善（規則 54）。</translation>
    </message>
    <message>
        <source>Choose or write who the relationship is with.</source>
        <translation>請選擇或填寫關係的對象。</translation>
    </message>
    <message>
        <source>Relationship with %1</source>
        <translation>與 %1 的關係</translation>
    </message>
    <message>
        <source>Choose the relationship to remove in the list.</source>
        <translation>請在清單中選擇要移除的關係。</translation>
    </message>
    <message>
        <source>Remove a relationship</source>
        <translation>移除關係</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalScoresPanel</name>
    <message>
        <source>Set Execution</source>
        <translation>設定機動</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>起身</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
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
        <translation>防護、移動與狀態</translation>
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
        <translation>知覺（步）</translation>
    </message>
    <message>
        <source>E&amp;xecution</source>
        <translation>機動(&amp;X)</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>狀態</translation>
    </message>
    <message>
        <source>Set by the dice: any attribute at 0 is unconscious and prone, all three at 0 dead (rules 8–9)</source>
        <translation>由屬性骰決定：任一屬性骰為 0 則昏迷並倒地，三項皆為 0 則死亡（規則 8–9）</translation>
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
        <translation>建立中</translation>
    </message>
    <message>
        <source>In play · resting</source>
        <translation>遊戲中 · 休息</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>遊戲中</translation>
    </message>
    <message>
        <source>%1 (GM: %2)</source>
        <translation>%1（主持人：%2）</translation>
    </message>
    <message>
        <source>Rules overridden: %1</source>
        <translation>已覆寫的規則：%1</translation>
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
        <translation>完成建立(&amp;F)</translation>
    </message>
    <message>
        <source>The character is made: from now on Talent is spent only during a rest (rule 24).</source>
        <translation>角色建立完成：此後只能在休息時花費潛能（規則 24）。</translation>
    </message>
    <message>
        <source>A character has a name (rule 46).</source>
        <translation>角色必須有姓名（規則 46）。</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重新命名 %1</translation>
    </message>
    <message>
        <source>Finish creating %1</source>
        <translation>完成建立 %1</translation>
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
        <translation>性別(&amp;G)</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>體型</translation>
    </message>
    <message>
        <source>e.g. 人形</source>
        <translation>例如 人形</translation>
    </message>
    <message>
        <source>&amp;Forms</source>
        <translation>形態(&amp;F)</translation>
    </message>
    <message>
        <source>Attribute changes</source>
        <translation>屬性變化</translation>
    </message>
    <message>
        <source>Protection changes</source>
        <translation>防護變化</translation>
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
        <translation>部位：head 頭部、torso 軀幹、arm 手臂、leg 腿腳、tail 尾巴、wing 翅膀、fin 鰭，各寫數量（肢體擴展，L296–L309）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a body part: write head, torso, arm, leg, tail, wing or fin with a count.</source>
        <translation>「%1」不是肢體部位：請寫 head、torso、arm、leg、tail、wing 或 fin 並加上數量。</translation>
    </message>
    <message>
        <source>e.g. climb 3, burrow 1</source>
        <translation>例：climb 3, burrow 1</translation>
    </message>
    <message>
        <source>Other ways of moving and their speeds: walk, climb, burrow, hover, teleport (L674–L784)</source>
        <translation>其他移動方式與移速：walk 平移、climb 攀爬、burrow 鑽行、hover 懸浮、teleport 瞬移（L674–L784）</translation>
    </message>
    <message>
        <source>&amp;Climb and other movement</source>
        <translation>攀爬與其他移動(&amp;C)</translation>
    </message>
    <message>
        <source>e.g. sight 10, smell 3</source>
        <translation>例：sight 10, smell 3</translation>
    </message>
    <message>
        <source>Senses and their ranges in steps: sight, hearing, vibration, smell, hypersense (L786–L856)</source>
        <translation>感官與其範圍（步）：sight 視覺、hearing 聽覺、vibration 震感、smell 嗅覺、hypersense 超感（L786–L856）</translation>
    </message>
    <message>
        <source>&amp;Senses</source>
        <translation>感官(&amp;S)</translation>
    </message>
    <message>
        <source>B&amp;ody parts</source>
        <translation>肢體(&amp;O)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a way of moving with its speed: write walk, climb, burrow, hover or teleport with a number of steps.</source>
        <translation>「%1」不是帶移速的移動方式：請寫 walk、climb、burrow、hover 或 teleport 加上步數。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a sense with its range: write sight, hearing, vibration, smell or hypersense with a number of steps.</source>
        <translation>「%1」不是帶範圍的感官：請寫 sight、hearing、vibration、smell 或 hypersense 加上步數。</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalTalentPage</name>
    <message>
        <source>Spend Talent</source>
        <translation>花費潛能</translation>
    </message>
    <message>
        <source>Trained scores start at 3. +1 costs the trained score ×3; an ability its level ×3, within the base score&apos;s occupancy (rules 25–27). Talent left over stays for later.</source>
        <translation>受訓屬性從 3 計起。每 +1 花費受訓屬性 ×3；能力花費其等級 ×3，且不得超過基礎屬性的佔用上限（規則 25–27）。未用完的潛能會保留。</translation>
    </message>
    <message>
        <source>Ability name</source>
        <translation>能力名稱</translation>
    </message>
    <message>
        <source>Start &amp;Over</source>
        <translation>重新分配(&amp;O)</translation>
    </message>
    <message>
        <source>Name the ability first.</source>
        <translation>請先填寫能力名稱。</translation>
    </message>
    <message>
        <source>%1: trained %2, base %3, %4 ability level(s) free</source>
        <translation>%1：受訓 %2，基礎 %3，可再佔用 %4 級能力</translation>
    </message>
    <message>
        <source>Raise (%1)</source>
        <translation>提升（%1）</translation>
    </message>
    <message>
        <source>&amp;Buy (%1)</source>
        <translation>獲得（%1）(&amp;B)</translation>
    </message>
    <message>
        <source>Strength %1 (spent/unspent)</source>
        <translation>實力 %1（已花費/未花費）</translation>
    </message>
    <message>
        <source>%1 +1: %2 Talent</source>
        <translation>%1 +1：%2 點潛能</translation>
    </message>
    <message>
        <source>%1: %2 Talent</source>
        <translation>%1：%2 點潛能</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalTalentPanel</name>
    <message>
        <source>Strength %1 (spent/unspent) · Talent earned %2</source>
        <translation>實力 %1（已花費/未花費）· 獲得潛能 %2</translation>
    </message>
    <message>
        <source>Strength = Talent spent on raises and on abilities still held; renounced abilities&apos; costs (%1) are lost (rules 22–23).</source>
        <translation>實力 = 花費在屬性提升與仍持有能力上的潛能；放棄能力的花費（%1）已失去（規則 22–23）。</translation>
    </message>
    <message>
        <source>Being made: Talent may be spent.</source>
        <translation>建立中：可以花費潛能。</translation>
    </message>
    <message>
        <source>Resting: Talent may be spent and abilities renounced.</source>
        <translation>休息中：可以花費潛能與放棄能力。</translation>
    </message>
    <message>
        <source>In play: Talent is spent only during a rest (rule 24).</source>
        <translation>遊戲中：只能在休息時花費潛能（規則 24）。</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>獎勵</translation>
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
        <translation>放棄</translation>
    </message>
    <message>
        <source>%1 lost</source>
        <translation>失去 %1</translation>
    </message>
    <message>
        <source>creation</source>
        <translation>建立</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>休息</translation>
    </message>
    <message>
        <source>play</source>
        <translation>遊戲</translation>
    </message>
    <message>
        <source>Talent and Strength</source>
        <translation>潛能與實力</translation>
    </message>
    <message>
        <source>&amp;Resting</source>
        <translation>休息中(&amp;R)</translation>
    </message>
    <message>
        <source>During a rest Talent may be spent and abilities renounced (rules 24, 32).</source>
        <translation>休息時可以花費潛能與放棄能力（規則 24、32）。</translation>
    </message>
    <message>
        <source>A&amp;ward Talent</source>
        <translation>獎勵潛能(&amp;W)</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>項目</translation>
    </message>
    <message>
        <source>What</source>
        <translation>內容</translation>
    </message>
    <message>
        <source>Talent</source>
        <translation>潛能</translation>
    </message>
    <message>
        <source>When</source>
        <translation>時機</translation>
    </message>
    <message>
        <source>Award %1 Talent</source>
        <translation>獎勵 %1 點潛能</translation>
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
        <translation>建立 Meshal 角色</translation>
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
        <translation>建立 Meshal 角色 %1</translation>
    </message>
    <message>
        <source>New Meshal Character (&amp;Guided)…</source>
        <translation>引導建立 Meshal 角色(&amp;G)…</translation>
    </message>
    <message>
        <source>Make a Meshal Lite character step by step: features, Talent, equipment (spec §3)</source>
        <translation>逐步建立 Meshal Lite 角色：特徵、潛能、裝備（規格 §3）</translation>
    </message>
    <message>
        <source>New &amp;Meshal Character…</source>
        <translation>建立 Meshal 角色(&amp;M)…</translation>
    </message>
    <message>
        <source>Make a Meshal Lite character: attributes, Talent, abilities, items</source>
        <translation>建立 Meshal Lite 角色：屬性、潛能、能力、物品</translation>
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
        <translation>戰役內容(&amp;C)…</translation>
    </message>
    <message>
        <source>Write the campaign&apos;s species, abilities and items; import and export content packs</source>
        <translation>撰寫戰役的種族、能力與物品；匯入與匯出內容包</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Short name</source>
        <translation>簡稱</translation>
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
        <translation>建卡或遊玩階段</translation>
    </message>
    <message>
        <source>Species</source>
        <translation>種族</translation>
    </message>
    <message>
        <source>Features</source>
        <translation>特徵</translation>
    </message>
    <message>
        <source>Gender</source>
        <translation>性別</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>體型</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>形態</translation>
    </message>
    <message>
        <source>Might</source>
        <translation>強壯</translation>
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
        <translation>強壯骰</translation>
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
        <translation>機動</translation>
    </message>
    <message>
        <source>Maximum execution</source>
        <translation>機動上限</translation>
    </message>
    <message>
        <source>Talent</source>
        <translation>潛能</translation>
    </message>
    <message>
        <source>Starting Talent</source>
        <translation>初始潛能</translation>
    </message>
    <message>
        <source>Talent ledger</source>
        <translation>潛能紀錄</translation>
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
        <translation>錢幣</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>金幣</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>銀幣</translation>
    </message>
    <message>
        <source>Copper</source>
        <translation>銅幣</translation>
    </message>
    <message>
        <source>Relationships</source>
        <translation>關係</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>效果</translation>
    </message>
    <message>
        <source>Conditions</source>
        <translation>狀態</translation>
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
        <translation>已覆寫的規則</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>身高</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>體重</translation>
    </message>
    <message>
        <source>Looks</source>
        <translation>外貌</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>年齡</translation>
    </message>
    <message>
        <source>Personality</source>
        <translation>個性</translation>
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
        <translation>代號</translation>
    </message>
    <message>
        <source>Body parts</source>
        <translation>肢體</translation>
    </message>
</context>
<context>
    <name>sw::ui::MeshalWizard</name>
    <message>
        <source>New Meshal Character</source>
        <translation>建立 Meshal 角色</translation>
    </message>
    <message>
        <source>New Meshal character %1</source>
        <translation>建立 Meshal 角色 %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::MilestoneDialog</name>
    <message>
        <source>Major Milestone — %1</source>
        <translation>突破點——%1</translation>
    </message>
    <message>
        <source>Minor Milestone — %1</source>
        <translation>里程碑——%1</translation>
    </message>
    <message>
        <source>The end of an arc: one minor change if you like, plus a skill step, recovery, and the high concept if you wish. Only what the sheet allows is offered.</source>
        <translation>一段劇情結束：可做一項小改變，再加上技能提升一級、恢復，以及（若想）改寫高概念。只列出角色表允許的選項。</translation>
    </message>
    <message>
        <source>The end of a session: make one change. Only what the sheet allows is offered.</source>
        <translation>一次遊戲結束：做一項改變。只列出角色表允許的選項。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>A minor milestone&apos;s change (optional)</source>
        <translation>一項里程碑的改變（可不選）</translation>
    </message>
    <message>
        <source>One change</source>
        <translation>一項改變</translation>
    </message>
    <message>
        <source>Nothing on this sheet allows it now.</source>
        <translation>這張表目前沒有可做這項的內容。</translation>
    </message>
    <message>
        <source>Swap two skill ratings</source>
        <translation>互換兩個技能的等級</translation>
    </message>
    <message>
        <source>%1 ↔ %2</source>
        <translation>%1 ↔ %2</translation>
    </message>
    <message>
        <source>Replace an Average skill</source>
        <translation>替換一個一般（+1）技能</translation>
    </message>
    <message>
        <source>Rewrite a stunt</source>
        <translation>改寫一項絕技</translation>
    </message>
    <message>
        <source>Write the Stunt…</source>
        <translation>撰寫絕技…</translation>
    </message>
    <message>
        <source>Buy a stunt (refresh %1 → %2)</source>
        <translation>購買一項絕技（重振 %1 → %2）</translation>
    </message>
    <message>
        <source>Rewrite an aspect (not the high concept)</source>
        <translation>改寫一個形象（高概念除外）</translation>
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
        <translation>不做小改變</translation>
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
        <translation>提升一個技能一級(&amp;R)</translation>
    </message>
    <message>
        <source>The GM gives +1 refresh</source>
        <translation>GM 給予 +1 重振</translation>
    </message>
    <message>
        <source>The GM gives a second skill step</source>
        <translation>GM 給予第二次技能提升</translation>
    </message>
    <message>
        <source>&amp;Second step</source>
        <translation>第二級(&amp;S)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; starts recovering</source>
        <translation>「%1」開始恢復</translation>
    </message>
    <message>
        <source>&quot;%1&quot; clears</source>
        <translation>「%1」消除</translation>
    </message>
    <message>
        <source>No moderate or severe consequence to recover.</source>
        <translation>沒有要恢復的中度或嚴重後果。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Recovery</source>
        <translation>恢復</translation>
    </message>
    <message>
        <source>Minor Milestone</source>
        <translation>里程碑</translation>
    </message>
    <message>
        <source>Major Milestone</source>
        <translation>突破點</translation>
    </message>
    <message>
        <source>Save the step for later</source>
        <translation>保留這一級以後再用</translation>
    </message>
    <message numerus="yes">
        <source>Spend a sa&amp;ved step (%n saved)</source>
        <translation>
            <numerusform>使用保留的技能提升（保留 %n 級）(&amp;V)</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep it saved</source>
        <translation>繼續保留</translation>
    </message>
</context>
<context>
    <name>sw::ui::MoneyPanel</name>
    <message>
        <source>Coin to %1</source>
        <translation>錢幣設為 %1</translation>
    </message>
    <message>
        <source>Put coin in the stash</source>
        <translation>將錢幣存入私金</translation>
    </message>
    <message>
        <source>Take coin from the stash</source>
        <translation>從私金提領錢幣</translation>
    </message>
    <message>
        <source>Lifestyle %1</source>
        <translation>生活型態 %1</translation>
    </message>
    <message>
        <source>&amp;Coin</source>
        <translation>錢幣(&amp;C)</translation>
    </message>
    <message>
        <source>Coin</source>
        <translation>錢幣</translation>
    </message>
    <message>
        <source>Coin you carry; what does not fit in the boxes goes to the stash.</source>
        <translation>你身上帶的錢幣；格子放不下的要存入私金。</translation>
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
        <translation>存起來的錢；每 10 點為一級生活型態。每提領 1 錢幣要花 2 私金。</translation>
    </message>
    <message>
        <source>Your lifestyle rating, from the stash: one per full row of ten.</source>
        <translation>你的生活型態等級，依私金而定：每滿一列十格算一級。</translation>
    </message>
</context>
<context>
    <name>sw::ui::NpcPage</name>
    <message>
        <source>Close friend and rival</source>
        <translation>密友與敵手</translation>
    </message>
    <message>
        <source>Choose one close friend and one rival from your playbook&apos;s people. They must be different people.</source>
        <translation>從你的遊玩書人物中選擇一位密友與一位敵手。兩者必須是不同的人。</translation>
    </message>
    <message>
        <source>Close fr&amp;iend (▲):</source>
        <translation>密友（▲）(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Rival (▼):</source>
        <translation>敵手（▼）(&amp;R)：</translation>
    </message>
    <message>
        <source>One NPC of your playbook is a close friend, ally or family.</source>
        <translation>遊玩書中的一位 NPC 是你的密友、盟友或家人。</translation>
    </message>
    <message>
        <source>One NPC of your playbook is a rival or enemy, not your friend.</source>
        <translation>遊玩書中的一位 NPC 是你的敵手或仇敵，不能是你的密友。</translation>
    </message>
</context>
<context>
    <name>sw::ui::PickPage</name>
    <message>
        <source>Rules for the selected entry</source>
        <translation>所選項目的規則</translation>
    </message>
</context>
<context>
    <name>sw::ui::PrintChoiceDialog</name>
    <message>
        <source>&amp;Print…</source>
        <translation>列印(&amp;P)…</translation>
    </message>
    <message>
        <source>Print the sheets on paper</source>
        <translation>把表單列印到紙上</translation>
    </message>
    <message>
        <source>Print Pre&amp;view…</source>
        <translation>預覽列印(&amp;V)…</translation>
    </message>
    <message>
        <source>See the printed pages before printing</source>
        <translation>列印前先看看印出的頁面</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>匯出 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>列印</translation>
    </message>
    <message>
        <source>Print Sheets</source>
        <translation>列印表單</translation>
    </message>
    <message>
        <source>This sheet</source>
        <translation>這張表單</translation>
    </message>
    <message>
        <source>Every open sheet</source>
        <translation>所有開啟的表單</translation>
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
        <translation>玩家講義（略去僅限 GM 的筆記與隱藏的進度鐘）</translation>
    </message>
    <message>
        <source>&amp;Sheets:</source>
        <translation>表單(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>紙張(&amp;P)：</translation>
    </message>
</context>
<context>
    <name>sw::ui::RecentFilesMenu</name>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>No recent campaigns</source>
        <translation>沒有最近開啟的戰役</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>清除清單(&amp;C)</translation>
    </message>
</context>
<context>
    <name>sw::ui::RollDialog</name>
    <message>
        <source>Roll %1</source>
        <translation>擲 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 rolls %2 (%n dots)</source>
        <translation>
            <numerusform>%1 擲 %2（%n 點）</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Position</source>
        <translation>情勢(&amp;P)</translation>
    </message>
    <message>
        <source>The GM sets how dangerous the action is: how bad a 4/5 or a 1–3 will be. SRD: Action roll.</source>
        <translation>GM 設定行動有多危險：擲出 4/5 或 1–3 時後果多嚴重。SRD：動作骰。</translation>
    </message>
    <message>
        <source>&amp;Effect</source>
        <translation>效果(&amp;E)</translation>
    </message>
    <message>
        <source>The GM sets how much a success achieves. SRD: Effect.</source>
        <translation>GM 設定成功能達成多少。SRD：效果。</translation>
    </message>
    <message>
        <source>Pu&amp;sh yourself</source>
        <translation>強推自己(&amp;S)</translation>
    </message>
    <message numerus="yes">
        <source>+1d for %n stress</source>
        <translation>
            <numerusform>+1d，承受 %n 點壓力</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+1 effect for %n stress</source>
        <translation>
            <numerusform>效果 +1，承受 %n 點壓力</numerusform>
        </translation>
    </message>
    <message>
        <source>Each push benefit once per action. SRD: Push yourself.</source>
        <translation>每項強推效益每個行動只能取一次。SRD：強推自己。</translation>
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
        <translation>無論擲骰結果如何，交易都會發生；不可與強推 +1d 同時使用。SRD：魔鬼交易。</translation>
    </message>
    <message>
        <source>&amp;Assistance</source>
        <translation>協助(&amp;A)</translation>
    </message>
    <message>
        <source>Nobody helps</source>
        <translation>無人協助</translation>
    </message>
    <message>
        <source>No one else in the crew</source>
        <translation>幫派裡沒有其他人</translation>
    </message>
    <message numerus="yes">
        <source>Another scoundrel of the crew helps: +1d, and they take %n stress. SRD: Assist.</source>
        <translation>
            <numerusform>幫派裡另一名惡棍協助：+1d，協助者承受 %n 點壓力。SRD：協助。</numerusform>
        </translation>
    </message>
    <message>
        <source>Resist with %1</source>
        <translation>以%1抵抗</translation>
    </message>
    <message>
        <source>%1 resists a consequence with %2 (rating %3). Stress taken: 6 minus the highest die; a critical clears 1 stress.</source>
        <translation>%1 以%2（評等 %3）抵抗後果。承受的壓力：6 減去最高的骰子；大成功則清除 1 點壓力。</translation>
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
        <translation>這次擲骰符合條件時勾選。</translation>
    </message>
    <message>
        <source>Bo&amp;nus dice</source>
        <translation>獎勵骰(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>擲骰(&amp;R)</translation>
    </message>
    <message>
        <source>assistance %1</source>
        <translation>協助 %1</translation>
    </message>
    <message>
        <source>push %1</source>
        <translation>強推 %1</translation>
    </message>
    <message>
        <source>bargain %1</source>
        <translation>交易 %1</translation>
    </message>
    <message>
        <source>bonus %1</source>
        <translation>獎勵 %1</translation>
    </message>
    <message>
        <source>harm %1</source>
        <translation>傷害 %1</translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n dice (%1). Effect: %2.</source>
        <translation>
            <numerusform>骰池：%n 顆骰（%1）。效果：%2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 takes %n stress.</source>
        <translation>
            <numerusform>%1 承受 %n 點壓力。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pool: %n dice (%1).</source>
        <translation>
            <numerusform>骰池：%n 顆骰（%1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Exact chances of each result, counted over every way the dice can fall. SRD: Rolling the dice.</source>
        <translation>每種結果的精確機率，計算自骰子所有可能的擲法。SRD：擲骰子。</translation>
    </message>
    <message>
        <source>Roll %1 (%2)</source>
        <translation>擲 %1（%2）</translation>
    </message>
    <message>
        <source>Resist with %1 (%2)</source>
        <translation>以%1抵抗（%2）</translation>
    </message>
    <message numerus="yes">
        <source>Critical: %n stress cleared.</source>
        <translation>
            <numerusform>大成功：清除 %n 點壓力。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Desperate: %n %1 XP.</source>
        <translation>
            <numerusform>絕望：%1 經驗點 %n。</numerusform>
        </translation>
    </message>
    <message>
        <source>No stress, no XP.</source>
        <translation>沒有壓力，沒有經驗點。</translation>
    </message>
    <message>
        <source>Secre&amp;t</source>
        <translation>暗投(&amp;T)</translation>
    </message>
    <message>
        <source>Only the GM sees this roll</source>
        <translation>只有 GM 看得到這次擲骰</translation>
    </message>
    <message>
        <source>The roll goes into the roll log as the GM&apos;s own: on a shared campaign no player&apos;s machine can read it.</source>
        <translation>這次擲骰以 GM 自己的暗投記入擲骰紀錄：在共享戰役中，任何玩家的電腦都讀不到它。</translation>
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
        <translation>險峻</translation>
    </message>
    <message>
        <source>Desperate</source>
        <translation>絕望</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>零</translation>
    </message>
    <message>
        <source>Limited</source>
        <translation>有限</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Great</source>
        <translation>重大</translation>
    </message>
    <message>
        <source>Extreme</source>
        <translation>極端</translation>
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
        <translation>部分成功：猶豫並改用別的方法，或成功但承受輕微後果。</translation>
    </message>
    <message>
        <source>Partial success: you do it, with a consequence (harm, complication, reduced effect or a worse position).</source>
        <translation>部分成功：你做到了，但有後果（傷害、複雜狀況、減弱效果或更糟情勢）。</translation>
    </message>
    <message>
        <source>Partial success: you do it, with a severe consequence (severe harm, serious complication or reduced effect).</source>
        <translation>部分成功：你做到了，但有嚴重後果（嚴重傷害、嚴重複雜狀況或減弱效果）。</translation>
    </message>
    <message>
        <source>Bad outcome: you falter; press on with a risky roll or withdraw.</source>
        <translation>壞結果：你動搖了；以險峻情勢繼續嘗試，或撤退。</translation>
    </message>
    <message>
        <source>Bad outcome: things go wrong (harm, complication, desperate position or lost opportunity).</source>
        <translation>壞結果：事情出錯（傷害、複雜狀況、絕望情勢或失去機會）。</translation>
    </message>
    <message>
        <source>Bad outcome: the worst (severe harm, serious complication or lost opportunity).</source>
        <translation>壞結果：最糟的情況（嚴重傷害、嚴重複雜狀況或失去機會）。</translation>
    </message>
    <message numerus="yes">
        <source>%n dice</source>
        <translation>
            <numerusform>%n 顆骰</numerusform>
        </translation>
    </message>
    <message>
        <source>0 dice (roll 2, keep the lower)</source>
        <translation>0 顆骰（擲 2 顆取較低者）</translation>
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
            <numerusform>%n 點壓力：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Stress — %1</source>
        <translation>壓力 — %1</translation>
    </message>
</context>
<context>
    <name>sw::ui::RulePacksDialog</name>
    <message>
        <source>Built in</source>
        <translation>內建</translation>
    </message>
    <message>
        <source>Not loaded</source>
        <translation>未載入</translation>
    </message>
    <message numerus="yes">
        <source>%n fault(s)</source>
        <translation>
            <numerusform>%n 個錯誤</numerusform>
        </translation>
    </message>
    <message>
        <source>Rule Packs</source>
        <translation>規則包</translation>
    </message>
    <message>
        <source>Rule pack</source>
        <translation>規則包</translation>
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
        <translation>規則包</translation>
    </message>
    <message>
        <source>Your own packs (Forged in the Dark hacks) go in %1, one folder per pack with its pack.json.</source>
        <translation>自訂規則包（Forged in the Dark 改編）請放在 %1，每個規則包一個資料夾，內含其 pack.json。</translation>
    </message>
    <message>
        <source>&amp;Open Folder</source>
        <translation>開啟資料夾(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>重新載入(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (this campaign)</source>
        <translation>%1（此戰役）</translation>
    </message>
    <message>
        <source>&amp;Use in This Campaign</source>
        <translation>用於此戰役(&amp;U)</translation>
    </message>
    <message>
        <source>The campaign plays with the selected pack or house rules from now on: its sheets are checked, shown and printed with it. Sheets keep their values.</source>
        <translation>戰役從此改用所選的規則包或房規：表的檢查、顯示與列印都依照它。表上的數值不變。</translation>
    </message>
</context>
<context>
    <name>sw::ui::ScoreEndingForm</name>
    <message>
        <source>Payoff coin handed to this scoundrel; the rest goes to the crew&apos;s lair (C §4.2).</source>
        <translation>分給這名惡棍的收益錢幣；其餘歸入幫派的巢穴（C §4.2）。</translation>
    </message>
    <message>
        <source>No coin</source>
        <translation>沒有錢幣</translation>
    </message>
    <message>
        <source>%1: %2 (status %3 → %4)</source>
        <translation>%1：%2（地位 %3 → %4）</translation>
    </message>
    <message>
        <source>— war!</source>
        <translation>— 開戰！</translation>
    </message>
    <message>
        <source>Double-click to drop this change.</source>
        <translation>按兩下即可移除這項變化。</translation>
    </message>
    <message>
        <source>At war: +%1 heat from the war is added automatically (B §1.8).</source>
        <translation>戰爭中：戰爭帶來的追緝 +%1 會自動計入（B §1.8）。</translation>
    </message>
    <message>
        <source>The crew gains %1 rep and %2 coin, and takes %3 heat.</source>
        <translation>幫派獲得 %1 名望與 %2 錢幣，並承受 %3 追緝。</translation>
    </message>
    <message>
        <source>Success</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>Failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>Given up</source>
        <translation>放棄</translation>
    </message>
    <message>
        <source>&amp;Outcome</source>
        <translation>結果(&amp;O)</translation>
    </message>
    <message>
        <source>A failed or abandoned score earns no rep; heat and entanglements still come (C §1.7).</source>
        <translation>失敗或放棄的做案不獲得名望；追緝與糾葛照樣會來（C §1.7）。</translation>
    </message>
    <message>
        <source>&amp;Coin</source>
        <translation>錢幣(&amp;C)</translation>
    </message>
    <message>
        <source>The payoff band of the score (C §4.2).</source>
        <translation>做案的收益級距（C §4.2）。</translation>
    </message>
    <message>
        <source>E&amp;xtra coin</source>
        <translation>額外錢幣(&amp;X)</translation>
    </message>
    <message>
        <source>Claim bonuses, or coin above the top band.</source>
        <translation>管區加成，或超出最高級距的錢幣。</translation>
    </message>
    <message>
        <source>Completely &amp;quiet (no rep)</source>
        <translation>完全保密(&amp;Q)（不獲得名望）</translation>
    </message>
    <message>
        <source>No one knows the crew did it: no rep (C §4.1).</source>
        <translation>沒有人知道是幫派做的：不獲得名望（C §4.1）。</translation>
    </message>
    <message>
        <source>&amp;Heat profile</source>
        <translation>張揚程度(&amp;H)</translation>
    </message>
    <message>
        <source>How loud the score was: 0, 2, 4 or 6 heat (C §5.1).</source>
        <translation>做案有多張揚：追緝 0、2、4 或 6（C §5.1）。</translation>
    </message>
    <message>
        <source>High-profile &amp;target</source>
        <translation>高知名度標的(&amp;T)</translation>
    </message>
    <message>
        <source>+1 heat (C §5.1).</source>
        <translation>追緝 +1（C §5.1）。</translation>
    </message>
    <message>
        <source>Hostile t&amp;urf</source>
        <translation>敵對地盤(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Killing</source>
        <translation>涉及殺人(&amp;K)</translation>
    </message>
    <message>
        <source>Bodies draw attention: +2 heat (C §5.1).</source>
        <translation>屍體會引人注意：追緝 +2（C §5.1）。</translation>
    </message>
    <message>
        <source>Heat &amp;adjustment</source>
        <translation>追緝調整(&amp;A)</translation>
    </message>
    <message>
        <source>Other sources: Cover Operation −2, Death veil …</source>
        <translation>其他來源：掩蓋任務 −2、死神面紗 …</translation>
    </message>
    <message>
        <source>Coin handed out</source>
        <translation>分出的錢幣</translation>
    </message>
    <message>
        <source>Add &amp;status change</source>
        <translation>新增地位變化(&amp;S)</translation>
    </message>
    <message>
        <source>A faction the score helped or hurt (B §7.3).</source>
        <translation>這次做案幫助或損害的派系（B §7.3）。</translation>
    </message>
    <message>
        <source>+1 helped, −1 hurt, −2 hurt badly.</source>
        <translation>+1 幫助，−1 損害，−2 嚴重損害。</translation>
    </message>
    <message>
        <source>Status changes</source>
        <translation>地位變化</translation>
    </message>
    <message>
        <source>Heat modifiers</source>
        <translation>追緝修正</translation>
    </message>
    <message>
        <source>Factions helped or hurt</source>
        <translation>受幫助或損害的派系</translation>
    </message>
</context>
<context>
    <name>sw::ui::ScoreWizard</name>
    <message>
        <source>The plan</source>
        <translation>計畫</translation>
    </message>
    <message>
        <source>Choose the target and the plan, name its detail, and each scoundrel&apos;s load (C §1.2–§1.3).</source>
        <translation>選擇標的與計畫，說明計畫的細節，並決定每名惡棍的裝載（C §1.2–§1.3）。</translation>
    </message>
    <message>
        <source>&amp;Crew</source>
        <translation>幫派(&amp;C)</translation>
    </message>
    <message>
        <source>The crew doing the score.</source>
        <translation>進行這次做案的幫派。</translation>
    </message>
    <message>
        <source>&amp;Target</source>
        <translation>標的(&amp;T)</translation>
    </message>
    <message>
        <source>What or whom the crew goes after.</source>
        <translation>幫派要下手的人或物。</translation>
    </message>
    <message>
        <source>Target&apos;s &amp;faction</source>
        <translation>標的所屬派系(&amp;F)</translation>
    </message>
    <message>
        <source>The faction the target belongs to, if any: its tier is the target&apos;s.</source>
        <translation>標的所屬的派系（如果有）：標的層級即為該派系的層級。</translation>
    </message>
    <message>
        <source>Target&apos;s t&amp;ier</source>
        <translation>標的層級(&amp;I)</translation>
    </message>
    <message>
        <source>Rep from the score grows with the target&apos;s tier above the crew&apos;s (C §4.1).</source>
        <translation>標的層級高於幫派越多，做案獲得的名望越多（C §4.1）。</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>計畫(&amp;P)</translation>
    </message>
    <message>
        <source>The plan type sets the detail the crew must provide (C §1.2).</source>
        <translation>計畫類型決定幫派必須提供的細節（C §1.2）。</translation>
    </message>
    <message>
        <source>&amp;Detail</source>
        <translation>細節(&amp;D)</translation>
    </message>
    <message>
        <source>The plan&apos;s missing detail.</source>
        <translation>計畫中需要補上的細節。</translation>
    </message>
    <message>
        <source>Load per scoundrel</source>
        <translation>每名惡棍的裝載</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
    <message>
        <source>%1 (up to %2)</source>
        <translation>%1（最多 %2）</translation>
    </message>
    <message>
        <source>Start score: %1</source>
        <translation>開始做案：%1</translation>
    </message>
    <message>
        <source>Pool: %1</source>
        <translation>骰池：%1</translation>
    </message>
    <message>
        <source>Engagement roll</source>
        <translation>交戰骰</translation>
    </message>
    <message>
        <source>Engagement</source>
        <translation>交戰骰</translation>
    </message>
    <message>
        <source>Tick the major advantages and disadvantages; the dice set the starting position (C §1.4).</source>
        <translation>勾選主要優勢與劣勢；擲骰結果決定起始情勢（C §1.4）。</translation>
    </message>
    <message>
        <source>&amp;Other dice (claims, abilities):</source>
        <translation>其他骰子(&amp;O)（管區、能力）：</translation>
    </message>
    <message>
        <source>Dice from claims and abilities that fit the plan, e.g. +1d Secret Pathways for stealth.</source>
        <translation>符合計畫的管區與能力所提供的骰子，例如隱匿計畫可因秘密路徑 +1d。</translation>
    </message>
    <message>
        <source>&amp;Roll Engagement</source>
        <translation>擲交戰骰(&amp;R)</translation>
    </message>
    <message>
        <source>Payoff and heat</source>
        <translation>收益與追緝</translation>
    </message>
    <message>
        <source>End score: %1</source>
        <translation>結束做案：%1</translation>
    </message>
    <message>
        <source>The score is done</source>
        <translation>做案結束</translation>
    </message>
    <message>
        <source>Rep gained: %1</source>
        <translation>獲得名望：%1</translation>
    </message>
    <message>
        <source>Coin gained: %1</source>
        <translation>獲得錢幣：%1</translation>
    </message>
    <message>
        <source>Heat taken: %1</source>
        <translation>承受追緝：%1</translation>
    </message>
    <message>
        <source>Wanted level +%1</source>
        <translation>通緝等級 +%1</translation>
    </message>
    <message>
        <source>The war added its heat.</source>
        <translation>戰爭帶來的追緝已計入。</translation>
    </message>
    <message>
        <source>%1 now: rep %2, coin %3, heat %4, wanted level %5</source>
        <translation>%1 現況：名望 %2，錢幣 %3，追緝 %4，通緝等級 %5</translation>
    </message>
    <message>
        <source>Next: the downtime phase (GM ▸ Downtime…).</source>
        <translation>下一步：休整階段（GM ▸ 休整…）。</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>做案</translation>
    </message>
    <message>
        <source>How the score ended: the crew&apos;s rep and coin, heat, and the factions it helped or hurt (C §4, §5). Ending it puts down the load of every scoundrel on it.</source>
        <translation>做案的結局：幫派的名望與錢幣、追緝，以及它幫助或損害的派系（C §4, §5）。結束做案會清除參與的每名惡棍的裝載。</translation>
    </message>
    <message>
        <source>Not on this score</source>
        <translation>不參與這次做案</translation>
    </message>
</context>
<context>
    <name>sw::ui::SheetBanner</name>
    <message>
        <source>GM override mode: rules are not enforced; each broken rule is recorded on the sheet.</source>
        <translation>GM 裁定模式：不強制執行規則；每項違反的規則都會記錄在表上。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SheetEditor</name>
    <message>
        <source>Made with the pack &quot;%1&quot;, which this computer does not have: read with the campaign&apos;s pack, %2.</source>
        <translation>此表以規則包「%1」建立，但本電腦沒有該規則包：改以戰役的規則包 %2 讀取。</translation>
    </message>
    <message>
        <source>Plays with %1 (the campaign&apos;s pack for new sheets: %2).</source>
        <translation>使用 %1（戰役新建表所用的規則包：%2）。</translation>
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
        <translation>未選擇護符。</translation>
    </message>
    <message>
        <source>%1: %2 of %3 slashes.</source>
        <translation>%1：%2/%3斬痕。</translation>
    </message>
    <message>
        <source>%1: capacity to be filled from your rulebook (%2).</source>
        <translation>%1：容量依你的規則書填寫（%2）。</translation>
    </message>
    <message>
        <source>Slash %1: %2</source>
        <translation>斬痕%1：%2</translation>
    </message>
    <message>
        <source>(no note)</source>
        <translation>（無備註）</translation>
    </message>
    <message>
        <source>Charm %1 added</source>
        <translation>新增護符%1</translation>
    </message>
    <message>
        <source>Charm %1 removed</source>
        <translation>移除護符%1</translation>
    </message>
    <message>
        <source>Slash on charm %1</source>
        <translation>護符%1畫下斬痕</translation>
    </message>
    <message>
        <source>Slash cleared on charm %1</source>
        <translation>護符%1清除斬痕</translation>
    </message>
    <message>
        <source>Charms</source>
        <translation>護符</translation>
    </message>
    <message>
        <source>Warning charm</source>
        <translation>警告符咒</translation>
    </message>
    <message>
        <source>Duel charm</source>
        <translation>鬥法符咒</translation>
    </message>
    <message>
        <source>Task charm</source>
        <translation>任務符咒</translation>
    </message>
    <message>
        <source>Event charm</source>
        <translation>事件符咒</translation>
    </message>
    <message>
        <source>kind&apos;s size</source>
        <translation>種類的容量</translation>
    </message>
    <message>
        <source>New c&amp;harm</source>
        <translation>新護符(&amp;H)</translation>
    </message>
    <message>
        <source>K&amp;ind</source>
        <translation>種類(&amp;I)</translation>
    </message>
    <message>
        <source>Ca&amp;pacity</source>
        <translation>容量(&amp;P)</translation>
    </message>
    <message>
        <source>Slash n&amp;ote</source>
        <translation>斬痕備註(&amp;O)</translation>
    </message>
    <message>
        <source>Add Char&amp;m</source>
        <translation>新增護符(&amp;M)</translation>
    </message>
    <message>
        <source>Remo&amp;ve Charm</source>
        <translation>移除護符(&amp;V)</translation>
    </message>
    <message>
        <source>Mar&amp;k Slash</source>
        <translation>畫下斬痕(&amp;K)</translation>
    </message>
    <message>
        <source>C&amp;lear Slash</source>
        <translation>清除斬痕(&amp;L)</translation>
    </message>
    <message>
        <source>Charm name</source>
        <translation>護符名稱</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulCheckAgainst</name>
    <message>
        <source>Ha&amp;zard&apos;s attribute</source>
        <translation>危害的屬性(&amp;Z)</translation>
    </message>
    <message>
        <source>Rule 18 (L90): the hazard sets the resistance&apos;s key attribute.</source>
        <translation>規則 18（L90）：抵抗檢定的關鍵屬性由危害決定。</translation>
    </message>
    <message>
        <source>Obsession tags</source>
        <translation>執念標籤</translation>
    </message>
    <message>
        <source>Rule 38 (L221-L230): before the roll, a known obsession tag of the Sin gives CAT +1 or −1; one activation per character per round, the same way once against a Sin.</source>
        <translation>規則 38（L221-L230）：擲骰之前，罪孽的每個已知執念標籤使 CAT +1 或 −1；一名角色每輪只能激活 1 次，相同的使用方式對同一個罪孽只生效一次。</translation>
    </message>
    <message>
        <source>&amp;Way used</source>
        <translation>使用方式(&amp;W)</translation>
    </message>
    <message>
        <source>e.g. reveal its weakness</source>
        <translation>例如：揭示其弱點</translation>
    </message>
    <message>
        <source>New Ro&amp;und</source>
        <translation>新的一輪(&amp;U)</translation>
    </message>
    <message>
        <source>not chosen</source>
        <translation>未選擇</translation>
    </message>
    <message>
        <source>no Sin</source>
        <translation>無罪孽</translation>
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
        <translation>角色尚未知曉的標籤：%1</translation>
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
        <translation>請描述執念標籤的使用方式（L224），例如：喚起罪孽的人性。</translation>
    </message>
    <message>
        <source>&amp;Against Sin</source>
        <translation>針對罪孽(&amp;A)</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulCheckPanel</name>
    <message>
        <source>Choose a character.</source>
        <translation>請選擇角色。</translation>
    </message>
    <message>
        <source>CAT %1: %2</source>
        <translation>CAT %1：%2</translation>
    </message>
    <message>
        <source>Modifiers %1, against %2. Before rolling:
%3
Success (CAT %4 or more): %5</source>
        <translation>總修正%1，挑戰值%2。擲骰前：
%3
成功（CAT %4以上）：%5</translation>
    </message>
    <message>
        <source>d10: %1 → dice value %2; modifiers %3</source>
        <translation>d10：%1 → 骰值%2；總修正%3</translation>
    </message>
    <message>
        <source>; level dice %1 → %2</source>
        <translation>；級別骰%1 → %2</translation>
    </message>
    <message>
        <source>; check value %1: CAT %2</source>
        <translation>；判定值%1：CAT %2</translation>
    </message>
    <message>
        <source> — critical success (fortune +1, L208)</source>
        <translation>——大成功（機運+1，L208）</translation>
    </message>
    <message>
        <source> — critical failure (fortune −1, L208)</source>
        <translation>——大失敗（機運−1，L208）</translation>
    </message>
    <message>
        <source>A check is rerolled once (L118).</source>
        <translation>一次檢定只能重擲一次（L118）。</translation>
    </message>
    <message>
        <source>Reroll against %1</source>
        <translation>對挑戰值%1重擲</translation>
    </message>
    <message>
        <source>Check against %1</source>
        <translation>對挑戰值%1檢定</translation>
    </message>
    <message>
        <source>%1 (seed %2)</source>
        <translation>%1（種子%2）</translation>
    </message>
    <message>
        <source>C&amp;haracter</source>
        <translation>角色(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Key attribute</source>
        <translation>關鍵屬性(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Bonus</source>
        <translation>加值(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Penalty</source>
        <translation>減值(&amp;P)</translation>
    </message>
    <message>
        <source>Challen&amp;ge</source>
        <translation>挑戰值(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Tilt</source>
        <translation>傾勢(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>級別(&amp;L)</translation>
    </message>
    <message>
        <source>Cooperating</source>
        <translation>合作檢定</translation>
    </message>
    <message>
        <source>&amp;Seed (0: new)</source>
        <translation>種子(&amp;S)（0：新的）</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>擲骰(&amp;R)</translation>
    </message>
    <message>
        <source>R&amp;eroll Once</source>
        <translation>重擲一次(&amp;E)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Fortune on the check against %1</source>
        <translation>對挑戰值%1檢定的機運</translation>
    </message>
    <message>
        <source>Sk&amp;ill</source>
        <translation>技能(&amp;I)</translation>
    </message>
    <message>
        <source>Activated tags</source>
        <translation>啟用的標籤</translation>
    </message>
    <message>
        <source>Spend &amp;Fortune (tilt +1)</source>
        <translation>花費機運（傾勢 +1）(&amp;F)</translation>
    </message>
    <message>
        <source>A defence is declared before the attack is rolled (rule 15, L83): too late, the attack hits.</source>
        <translation>防禦需要在攻擊檢定擲骰前做出（規則15，L83）：太遲了，攻擊命中。</translation>
    </message>
    <message>
        <source>%1, showing %2</source>
        <translation>%1，展現%2</translation>
    </message>
    <message>
        <source>Attack &amp;value</source>
        <translation>攻擊值(&amp;V)</translation>
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
        <translation>無標籤</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Scene %1: %2; challenge value %3</source>
        <translation>場景%1：%2；挑戰值%3</translation>
    </message>
    <message>
        <source>Scene %1: %2; no challenge value set</source>
        <translation>場景%1：%2；未設定挑戰值</translation>
    </message>
    <message>
        <source>Parry against attack %1</source>
        <translation>對攻擊值%1格擋</translation>
    </message>
    <message>
        <source>Counter against attack %1</source>
        <translation>對攻擊值%1反制</translation>
    </message>
    <message>
        <source>Hazard against resistance %1</source>
        <translation>對抵抗值%1危害</translation>
    </message>
    <message>
        <source>Resistance against hazard %1</source>
        <translation>對危害值%1抵抗</translation>
    </message>
    <message>
        <source>Reroll: %1</source>
        <translation>重擲：%1</translation>
    </message>
    <message>
        <source>Fortune: %1</source>
        <translation>機運：%1</translation>
    </message>
    <message>
        <source>Technique %1: %2</source>
        <translation>技藝%1：%2</translation>
    </message>
    <message>
        <source>Parry: 10 as the dice value, no key attribute (L84); modifiers %1, level %2 as %3, against attack %4. The parry&apos;s CAT:
%5
The attack misses (a tie counts as CAT 1): %6</source>
        <translation>格擋：以10作為骰值，沒有關鍵屬性（L84）；總修正%1，級別%2視為%3，對攻擊值%4。格擋的CAT：
%5
攻擊失手（相等視為CAT 1）：%6</translation>
    </message>
    <message>
        <source>Counter: an attack check (L85); modifiers %1, against attack %2. A lower value counts as 0. The counter&apos;s CAT:
%3
The attack misses and the counter strikes back: %4</source>
        <translation>反制：一次攻擊檢定（L85）；總修正%1，對攻擊值%2。較低的防禦值視為0。反制的CAT：
%3
攻擊失手且反制反擊：%4</translation>
    </message>
    <message>
        <source>Hazard: 10 as the dice value (L89); modifiers %1, level %2 as %3, against resistance %4. The hazard&apos;s CAT (a tie counts as 1):
%5
The resistance fails: %6</source>
        <translation>危害：以10作為骰值（L89）；總修正%1，級別%2視為%3，對抵抗值%4。危害的CAT（相等視為1）：
%5
抵抗失敗：%6</translation>
    </message>
    <message>
        <source>Resistance: the hazard sets the key attribute (L90); modifiers %1, against hazard %2. The resistance&apos;s CAT:
%3
The resistance succeeds (strictly higher): %4</source>
        <translation>抵抗：關鍵屬性由危害決定（L90）；總修正%1，對危害值%2。抵抗的CAT：
%3
抵抗成功（必須高於危害值）：%4</translation>
    </message>
    <message>
        <source>dice value %1 (fixed); modifiers %2</source>
        <translation>骰值%1（固定）；總修正%2</translation>
    </message>
    <message>
        <source>; level %1</source>
        <translation>；級別%1</translation>
    </message>
    <message>
        <source>; defence value %1 against attack %2: the attack misses (parry CAT %3, attacker&apos;s CAT %4; a tie counts as 1, L84)</source>
        <translation>；防禦值%1對攻擊值%2：攻擊失手（格擋CAT %3，攻擊方CAT %4；相等視為1，L84）</translation>
    </message>
    <message>
        <source>; defence value %1 against attack %2: the attack hits (attacker&apos;s CAT %3)</source>
        <translation>；防禦值%1對攻擊值%2：攻擊命中（攻擊方CAT %3）</translation>
    </message>
    <message>
        <source>; defence value %1 against attack %2: the attack misses (counter CAT %3) and the counter strikes back: Strike with check value %1 (L85)</source>
        <translation>；防禦值%1對攻擊值%2：攻擊失手（反制CAT %3），反制反擊：以判定值%1瞬念顯能【打擊】（L85）</translation>
    </message>
    <message>
        <source>; check value %1 against attack %2: the attack hits; a lower counter counts as %3 (L85), the attacker&apos;s CAT %4</source>
        <translation>；判定值%1對攻擊值%2：攻擊命中；較低的反制視為%3（L85），攻擊方CAT %4</translation>
    </message>
    <message>
        <source>; hazard value %1 against resistance %2: hazard CAT %3 (a tie counts as 1, L89); the resistance %4</source>
        <translation>；危害值%1對抵抗值%2：危害CAT %3（相等視為1，L89）；抵抗%4</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>succeeds</source>
        <translation>成功</translation>
    </message>
    <message>
        <source>; resistance %1 against hazard %2: succeeds (strictly higher, L90), CAT %3</source>
        <translation>；抵抗%1對危害值%2：成功（高於危害值，L90），CAT %3</translation>
    </message>
    <message>
        <source>; resistance %1 against hazard %2: fails (not higher, L90); the hazard&apos;s CAT %3</source>
        <translation>；抵抗%1對危害值%2：失敗（未高於危害值，L90）；危害的CAT %3</translation>
    </message>
    <message>
        <source>Check t&amp;ype</source>
        <translation>檢定類型(&amp;Y)</translation>
    </message>
    <message>
        <source>Tech&amp;nique</source>
        <translation>技藝(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Declared before the attack roll</source>
        <translation>已在攻擊擲骰前宣告(&amp;D)</translation>
    </message>
    <message>
        <source>Rule 15 (L83): a parry or a counter is declared before the attack is rolled; declared later, there is no defence.</source>
        <translation>規則15（L83）：格擋或反制需要在攻擊檢定擲骰前宣告；之後才宣告則沒有防禦。</translation>
    </message>
    <message>
        <source>Action check against a challenge</source>
        <translation>對挑戰值的行動檢定</translation>
    </message>
    <message>
        <source>Parry against an attack (L84)</source>
        <translation>對攻擊的格擋檢定（L84）</translation>
    </message>
    <message>
        <source>Counter against an attack (L85)</source>
        <translation>對攻擊的反制檢定（L85）</translation>
    </message>
    <message>
        <source>Hazard against a resistance (L89)</source>
        <translation>對抵抗的危害檢定（L89）</translation>
    </message>
    <message>
        <source>Resistance against a hazard (L90)</source>
        <translation>對危害的抵抗檢定（L90）</translation>
    </message>
    <message>
        <source>Cheer %1 d6: more dice than the odds are counted for (%2); the roll keeps the 3 highest.</source>
        <translation>喝彩%1顆d6：超過機率計算的骰數（%2）；擲骰保留最高的3顆。</translation>
    </message>
    <message>
        <source>; cheer dice %1 → %2</source>
        <translation>；喝彩骰%1 → %2</translation>
    </message>
    <message>
        <source>Obsession tags %1: %2</source>
        <translation>執念標籤 %1：%2</translation>
    </message>
    <message>
        <source>Obsession tags %1: CAT %2 on each value (L222, never below 0)</source>
        <translation>執念標籤 %1：每個值的 CAT %2（L222，不低於 0）</translation>
    </message>
    <message>
        <source>; obsession tags %1: CAT %2 → %3 (L222)</source>
        <translation>；執念標籤 %1：CAT %2 → %3（L222）</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulCheckTags</name>
    <message>
        <source>Mark: %1 (+2 specialty)</source>
        <translation>靈能印記：%1（+2專精加值）</translation>
    </message>
    <message>
        <source>Flaw: %1 (penalty 4)</source>
        <translation>缺陷標籤：%1（4點減值）</translation>
    </message>
    <message>
        <source>Grievous: %1 (penalty 4)</source>
        <translation>重創標籤：%1（4點減值）</translation>
    </message>
    <message>
        <source>Grievous: %1 (penalty 4, 1 damage: first this scene)</source>
        <translation>重創標籤：%1（4點減值，本場景首次啟用：1點損傷）</translation>
    </message>
    <message>
        <source>Scene: %1 (level +1)</source>
        <translation>場景：%1（級別+1）</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulCheckTechnique</name>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>%1 (not prepared)</source>
        <translation>%1（未準備）</translation>
    </message>
    <message>
        <source>its own school</source>
        <translation>其本身的系別</translation>
    </message>
    <message>
        <source>martial arts (Physique)</source>
        <translation>武術（體魄）</translation>
    </message>
    <message>
        <source>spellcraft (Wisdom)</source>
        <translation>法術（智慧）</translation>
    </message>
    <message>
        <source>Rule 41 (L268-L269): a technique of several schools is shown with one school chosen for this manifestation; that school&apos;s attribute is the key attribute of the check (martial arts: Physique, spellcraft: Wisdom). Only a prepared technique is shown.</source>
        <translation>規則41（L268-L269）：多系別的技藝在展現時選擇其中1個系別作為此次顯能的唯一系別；該系別的屬性即檢定的關鍵屬性（武術：體魄，法術：智慧）。只有已準備的技藝才能展現。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulContentDialog</name>
    <message>
        <source>Import a Content Pack</source>
        <translation>匯入內容包</translation>
    </message>
    <message>
        <source>Content packs (*.json)</source>
        <translation>內容包 (*.json)</translation>
    </message>
    <message>
        <source>Export the Content Pack</source>
        <translation>匯出內容包</translation>
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
        <translation>名稱（簡體中文）</translation>
    </message>
    <message>
        <source>Name (zh-TW)</source>
        <translation>名稱（繁體中文）</translation>
    </message>
    <message>
        <source>Name (English)</source>
        <translation>名稱（英文）</translation>
    </message>
    <message>
        <source>Tier (basic, standard, advanced)</source>
        <translation>階級（basic 基礎、standard 標準、advanced 進階）</translation>
    </message>
    <message>
        <source>Tier (1 or 2)</source>
        <translation>階級（1或2）</translation>
    </message>
    <message>
        <source>Stackable</source>
        <translation>可疊加</translation>
    </message>
    <message>
        <source>Schools (martial, spell, universal)</source>
        <translation>系別（martial 武術、spell 法術、universal 通用）</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>負荷</translation>
    </message>
    <message>
        <source>CAT</source>
        <translation>CAT</translation>
    </message>
    <message>
        <source>The content pack cannot be saved: %1</source>
        <translation>內容包無法儲存：%1</translation>
    </message>
    <message>
        <source>New content pack %1</source>
        <translation>新內容包%1</translation>
    </message>
    <message>
        <source>Content pack %1: %2 added</source>
        <translation>內容包%1：新增%2</translation>
    </message>
    <message>
        <source>Content pack %1: %2 removed</source>
        <translation>內容包%1：移除%2</translation>
    </message>
    <message>
        <source>Content pack %1: %2 changed</source>
        <translation>內容包%1：修改%2</translation>
    </message>
    <message>
        <source>The content pack cannot be imported: %1</source>
        <translation>內容包無法匯入：%1</translation>
    </message>
    <message>
        <source>Content pack %1 imported</source>
        <translation>匯入內容包%1</translation>
    </message>
    <message>
        <source>The content pack cannot be written to %1.</source>
        <translation>內容包無法寫入%1。</translation>
    </message>
    <message>
        <source>Content Packs</source>
        <translation>內容包</translation>
    </message>
    <message>
        <source>&amp;Pack</source>
        <translation>內容包(&amp;P)</translation>
    </message>
    <message>
        <source>New pack &amp;id</source>
        <translation>新內容包 ID(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;Catalogue</source>
        <translation>目錄(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;New Pack</source>
        <translation>新增內容包(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Add Entry</source>
        <translation>新增條目(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove Entry</source>
        <translation>移除條目(&amp;R)</translation>
    </message>
    <message>
        <source>I&amp;mport…</source>
        <translation>匯入(&amp;M)…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>匯出(&amp;X)…</translation>
    </message>
    <message>
        <source>The catalogues the house rules presuppose and no seed holds (spec §21 items 7-8). Ids are lower-case letters, digits and _; a name in zh-CN is required. A technique&apos;s enchantment without a POW takes its CAT, else 1 (D19).</source>
        <translation>追加規則預設存在、但任何種子資料都沒有的目錄（規格§21第7-8項）。ID由小寫字母、數字與_組成；必須有簡體中文名稱。技藝的附魔未標明POW時取技藝的CAT，沒有CAT則為1（D19）。</translation>
    </message>
    <message>
        <source>Psychic marks</source>
        <translation>靈能印記</translation>
    </message>
    <message>
        <source>Soul weapons</source>
        <translation>靈魂武器</translation>
    </message>
    <message>
        <source>Ultimates</source>
        <translation>狩魂絕技</translation>
    </message>
    <message>
        <source>General enchantments</source>
        <translation>通用附魔</translation>
    </message>
    <message>
        <source>Techniques</source>
        <translation>技藝</translation>
    </message>
    <message>
        <source>Enchantments (id or id=POW)</source>
        <translation>附魔（ID 或 ID=POW）</translation>
    </message>
    <message>
        <source>Text (zh-CN)</source>
        <translation>文字（簡體中文）</translation>
    </message>
    <message>
        <source>Text (zh-TW)</source>
        <translation>文字（繁體中文）</translation>
    </message>
    <message>
        <source>Text (English)</source>
        <translation>文字（英文）</translation>
    </message>
    <message>
        <source>Pack name</source>
        <translation>內容包名稱</translation>
    </message>
    <message>
        <source>zh-CN (required)</source>
        <translation>簡體中文（必填）</translation>
    </message>
    <message>
        <source>zh-TW</source>
        <translation>繁體中文</translation>
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
        <translation>來源(&amp;S)</translation>
    </message>
    <message>
        <source>where the catalogue comes from, e.g. the rulebook&apos;s pages</source>
        <translation>目錄的出處，例如規則書的頁碼</translation>
    </message>
    <message>
        <source>Content pack %1: name changed</source>
        <translation>內容包%1：修改名稱</translation>
    </message>
    <message>
        <source>Content pack %1: version changed</source>
        <translation>內容包%1：修改版本</translation>
    </message>
    <message>
        <source>Content pack %1: source changed</source>
        <translation>內容包%1：修改來源</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulGrowthPanel</name>
    <message>
        <source>XP awarded</source>
        <translation>獲得經驗值</translation>
    </message>
    <message>
        <source>a grievous tag activated (L158)</source>
        <translation>觸發一個重創標籤（L158）</translation>
    </message>
    <message>
        <source>+1 KP maximum (L196)</source>
        <translation>道具點上限+1（L196）</translation>
    </message>
    <message>
        <source>+5 initial SP (L197)</source>
        <translation>初始SP+5（L197）</translation>
    </message>
    <message>
        <source>+1 initial fortune (L198)</source>
        <translation>初始機運+1（L198）</translation>
    </message>
    <message>
        <source>a technique at Load −1 (L199)</source>
        <translation>習得一項負荷−1的技藝（L199）</translation>
    </message>
    <message>
        <source>a Disintegration slash removed (L157)</source>
        <translation>消除一道解體斬痕（L157）</translation>
    </message>
    <message>
        <source>a Disqualification slash removed (L169)</source>
        <translation>消除一道失格斬痕（L169）</translation>
    </message>
    <message>
        <source>SP exchanged for XP</source>
        <translation>以SP兌換經驗值</translation>
    </message>
    <message>
        <source>%1 XP: %2</source>
        <translation>%1 經驗值：%2</translation>
    </message>
    <message>
        <source>XP held: %1 (the ledger&apos;s sum); growth costs %2 XP per option, only during an interlude (L195)</source>
        <translation>持有經驗值：%1（帳目總和）；每項成長花費%2經驗值，只能在間章進行（L195）</translation>
    </message>
    <message>
        <source>XP and growth</source>
        <translation>經驗值與成長</translation>
    </message>
    <message>
        <source>What for</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>XP </source>
        <translation>經驗值 </translation>
    </message>
    <message>
        <source>+1 KP Maximum</source>
        <translation>道具點上限+1</translation>
    </message>
    <message>
        <source>+5 Initial SP</source>
        <translation>初始SP+5</translation>
    </message>
    <message>
        <source>+1 Initial Fortune</source>
        <translation>初始機運+1</translation>
    </message>
    <message>
        <source>Learn at Load −1</source>
        <translation>以負荷−1習得</translation>
    </message>
    <message>
        <source>Remove a Disintegration Slash</source>
        <translation>消除一道解體斬痕</translation>
    </message>
    <message>
        <source>Remove a Disqualification Slash</source>
        <translation>消除一道失格斬痕</translation>
    </message>
    <message>
        <source>Technique name</source>
        <translation>技藝名稱</translation>
    </message>
    <message>
        <source>Load </source>
        <translation>負荷 </translation>
    </message>
    <message>
        <source>martial arts</source>
        <translation>武術</translation>
    </message>
    <message>
        <source>spellcraft</source>
        <translation>法術</translation>
    </message>
    <message>
        <source>universal</source>
        <translation>通用</translation>
    </message>
    <message>
        <source>The first Disintegration slash goes at each interlude for free (L150).</source>
        <translation>每次間章免費消除第一道解體斬痕（L150）。</translation>
    </message>
    <message>
        <source>%1 gains %2 XP</source>
        <translation>%1獲得%2經驗值</translation>
    </message>
    <message>
        <source>A technique has a name.</source>
        <translation>技藝必須有名稱。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Award</source>
        <translation>給予</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulIdentityPanel</name>
    <message>
        <source>Skill points: %1 of %2 spent (D2)</source>
        <translation>技能點：已用%1，共%2（D2）</translation>
    </message>
    <message>
        <source>Skill points: %1</source>
        <translation>技能點：%1</translation>
    </message>
    <message>
        <source>Identity, attributes and skills</source>
        <translation>身分、屬性與技能</translation>
    </message>
    <message>
        <source>&amp;Code name</source>
        <translation>代號(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Background</source>
        <translation>背景故事(&amp;B)</translation>
    </message>
    <message>
        <source>P&amp;hysique</source>
        <translation>體魄(&amp;H)</translation>
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
        <translation>靈識(&amp;A)</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Edit %1&apos;s identity</source>
        <translation>編輯%1的身分</translation>
    </message>
    <message>
        <source>%1&apos;s %2 to %3</source>
        <translation>%1的%2改為%3</translation>
    </message>
    <message>
        <source>Soul mark %1</source>
        <translation>心魂印記%1</translation>
    </message>
    <message>
        <source>%1&apos;s Spirit Awareness to %2</source>
        <translation>%1的靈識改為%2</translation>
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
        <translation>一個</translation>
    </message>
    <message>
        <source>human-sized</source>
        <translation>人類尺寸</translation>
    </message>
    <message>
        <source>personal</source>
        <translation>個人</translation>
    </message>
    <message>
        <source>touch</source>
        <translation>接觸</translation>
    </message>
    <message>
        <source>average human</source>
        <translation>平均人類</translation>
    </message>
    <message>
        <source>small</source>
        <translation>小型</translation>
    </message>
    <message>
        <source>a few people</source>
        <translation>幾個</translation>
    </message>
    <message>
        <source>heavy furniture</source>
        <translation>笨重傢俱</translation>
    </message>
    <message>
        <source>a few people&apos;s space</source>
        <translation>幾人</translation>
    </message>
    <message>
        <source>the same room</source>
        <translation>同一房間</translation>
    </message>
    <message>
        <source>fast human</source>
        <translation>快速人類</translation>
    </message>
    <message>
        <source>conspicuous</source>
        <translation>顯眼</translation>
    </message>
    <message>
        <source>a small team</source>
        <translation>小型團隊</translation>
    </message>
    <message>
        <source>large animal</source>
        <translation>大型動物</translation>
    </message>
    <message>
        <source>a whole room</source>
        <translation>整個房間</translation>
    </message>
    <message>
        <source>across the street</source>
        <translation>街對面</translation>
    </message>
    <message>
        <source>fast animal</source>
        <translation>快速動物</translation>
    </message>
    <message>
        <source>large</source>
        <translation>大型</translation>
    </message>
    <message>
        <source>a large team</source>
        <translation>大型團隊</translation>
    </message>
    <message>
        <source>vehicle</source>
        <translation>載具</translation>
    </message>
    <message>
        <source>several rooms</source>
        <translation>幾個房間</translation>
    </message>
    <message>
        <source>along the block</source>
        <translation>沿著街區</translation>
    </message>
    <message>
        <source>car</source>
        <translation>汽車</translation>
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
        <translation>大型載具</translation>
    </message>
    <message>
        <source>a whole building</source>
        <translation>整棟建築</translation>
    </message>
    <message>
        <source>several blocks away</source>
        <translation>幾個街區外</translation>
    </message>
    <message>
        <source>train</source>
        <translation>火車</translation>
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
        <translation>建築物</translation>
    </message>
    <message>
        <source>one block</source>
        <translation>一個街區</translation>
    </message>
    <message>
        <source>across town</source>
        <translation>城鎮另一邊</translation>
    </message>
    <message>
        <source>maglev</source>
        <translation>磁懸浮</translation>
    </message>
    <message>
        <source>devastating</source>
        <translation>毀滅型</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>數千人</translation>
    </message>
    <message>
        <source>large building</source>
        <translation>大型建築物</translation>
    </message>
    <message>
        <source>a whole neighbourhood</source>
        <translation>整個社區</translation>
    </message>
    <message>
        <source>within sight</source>
        <translation>視線範圍內</translation>
    </message>
    <message>
        <source>airliner</source>
        <translation>客機</translation>
    </message>
    <message>
        <source>overwhelming</source>
        <translation>輾壓型</translation>
    </message>
    <message>
        <source>tens of thousands</source>
        <translation>上萬人</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>摩天大樓</translation>
    </message>
    <message>
        <source>a whole town</source>
        <translation>整座城鎮</translation>
    </message>
    <message>
        <source>beyond the horizon</source>
        <translation>地平線外</translation>
    </message>
    <message>
        <source>jet fighter</source>
        <translation>噴氣式戰鬥機</translation>
    </message>
    <message>
        <source>calamity</source>
        <translation>災害型</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Narrative POW %1 reaches at most (L249-L258): %2.</source>
        <translation>【敘事】POW %1最多可達到（L249-L258）：%2。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>In combat the HP and MP restored are not capped by the MP paid (L246).</source>
        <translation>戰鬥中恢復的HP與MP不受支付的MP限制（L246）。</translation>
    </message>
    <message>
        <source>Outside combat the HP and the MP restored to oneself are each at most the MP paid: %1 (L246).</source>
        <translation>非戰鬥狀態下為自身恢復的HP和MP各自最多為支付的MP：%1（L246）。</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>不允許：%1</translation>
    </message>
    <message>
        <source>%1 manifests improvised (MP %2 paid)</source>
        <translation>%1即興顯能（支付MP %2）</translation>
    </message>
    <message>
        <source>Improvised Manifestation</source>
        <translation>即興顯能</translation>
    </message>
    <message>
        <source>&amp;MP paid</source>
        <translation>支付的MP(&amp;M)</translation>
    </message>
    <message>
        <source>In &amp;combat</source>
        <translation>戰鬥中(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;HP restored to oneself</source>
        <translation>為自身恢復的HP(&amp;H)</translation>
    </message>
    <message>
        <source>MP &amp;restored to oneself</source>
        <translation>為自身恢復的MP(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Narrative POW</source>
        <translation>【敘事】POW(&amp;N)</translation>
    </message>
    <message>
        <source>The scale it reaches (the Narrative table, L249-L258):</source>
        <translation>所達到的規模（【敘事】表，L249-L258）：</translation>
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
        <translation>區域(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Distance</source>
        <translation>距離(&amp;D)</translation>
    </message>
    <message>
        <source>Spe&amp;ed</source>
        <translation>速度(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Bulk</source>
        <translation>體型(&amp;B)</translation>
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
        <translation>套用(&amp;Y)</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulPickDialog</name>
    <message>
        <source>Psychic mark</source>
        <translation>靈能印記</translation>
    </message>
    <message>
        <source>Soul weapon</source>
        <translation>靈魂武器</translation>
    </message>
    <message>
        <source>Ultimate, tier %1</source>
        <translation>狩魂絕技，%1 階</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>技藝</translation>
    </message>
    <message>
        <source>Enchantment</source>
        <translation>附魔</translation>
    </message>
    <message>
        <source>Technique, Load %1</source>
        <translation>技藝，負荷 %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1：%2（%3）</translation>
    </message>
    <message>
        <source> — refused: %1</source>
        <translation> — 不可選：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>The campaign has no content pack: import one in Soulhunter ▸ Content Packs…</source>
        <translation>戰役中沒有內容包：請在 狩魂者 ▸ 內容包… 中匯入。</translation>
    </message>
    <message>
        <source>Take %1 from %2</source>
        <translation>從 %2 選取 %1</translation>
    </message>
    <message>
        <source>%1 is on the sheet.</source>
        <translation>%1 已記入角色表。</translation>
    </message>
    <message>
        <source>%1 was not taken.</source>
        <translation>未選取 %1。</translation>
    </message>
    <message>
        <source>%1 was not taken: %2</source>
        <translation>未選取 %1：%2</translation>
    </message>
    <message>
        <source>Take from a Content Pack</source>
        <translation>從內容包選取</translation>
    </message>
    <message>
        <source>The entries of the campaign&apos;s content packs. One the sheet cannot take now says the rules it would break (rule 8: Spirit Awareness thresholds; rule 39: prepared techniques within Spirit Awareness − 4 Load).</source>
        <translation>戰役內容包中的條目。角色表現在不能選取的條目會列出它將違反的規則（規則 8：靈識門檻；規則 39：準備的技藝總負荷不超過 靈識 − 4）。</translation>
    </message>
    <message>
        <source>&amp;Prepare a technique taken</source>
        <translation>準備選取的技藝(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Take</source>
        <translation>選取(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulPowerPanel</name>
    <message>
        <source>%1 — from Soul</source>
        <translation>%1——來自心魂</translation>
    </message>
    <message>
        <source>needs Spirit Awareness %1 (D8)</source>
        <translation>需要靈識%1（D8）</translation>
    </message>
    <message>
        <source>Psychic power, marks and tags</source>
        <translation>靈能力、印記與標籤</translation>
    </message>
    <message>
        <source>Psychic &amp;power</source>
        <translation>靈能力(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>描述(&amp;D)</translation>
    </message>
    <message>
        <source>Power tags</source>
        <translation>靈能力標籤</translation>
    </message>
    <message>
        <source>Flaw tags</source>
        <translation>缺陷標籤</translation>
    </message>
    <message>
        <source>Psychic marks</source>
        <translation>靈能印記</translation>
    </message>
    <message>
        <source>Ultimate, tier &amp;1</source>
        <translation>一階狩魂絕技(&amp;1)</translation>
    </message>
    <message>
        <source>Ultimate, tier &amp;2</source>
        <translation>二階狩魂絕技(&amp;2)</translation>
    </message>
    <message>
        <source>Trait tags</source>
        <translation>特質標籤</translation>
    </message>
    <message>
        <source>Status tags</source>
        <translation>狀態標籤</translation>
    </message>
    <message>
        <source>%1&apos;s psychic power</source>
        <translation>%1的靈能力</translation>
    </message>
    <message>
        <source>%1&apos;s power tags</source>
        <translation>%1的靈能力標籤</translation>
    </message>
    <message>
        <source>%1&apos;s flaw tags</source>
        <translation>%1的缺陷標籤</translation>
    </message>
    <message>
        <source>%1&apos;s trait tags</source>
        <translation>%1的特質標籤</translation>
    </message>
    <message>
        <source>%1&apos;s status tags</source>
        <translation>%1的狀態標籤</translation>
    </message>
    <message>
        <source>%1&apos;s psychic marks</source>
        <translation>%1的靈能印記</translation>
    </message>
    <message>
        <source>%1&apos;s soul weapon</source>
        <translation>%1的靈魂武器</translation>
    </message>
    <message>
        <source>%1&apos;s tier-%2 ultimate</source>
        <translation>%1的%2階狩魂絕技</translation>
    </message>
    <message>
        <source>Soul weapon</source>
        <translation>靈魂武器</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulSceneDialog</name>
    <message>
        <source>Scene named %1</source>
        <translation>場景命名為%1</translation>
    </message>
    <message>
        <source>Scene tag %1 added</source>
        <translation>新增場景標籤%1</translation>
    </message>
    <message>
        <source>Scene tag %1 removed</source>
        <translation>移除場景標籤%1</translation>
    </message>
    <message>
        <source>Scene challenge %1</source>
        <translation>場景挑戰值%1</translation>
    </message>
    <message>
        <source>Scene challenge cleared</source>
        <translation>清除場景挑戰值</translation>
    </message>
    <message>
        <source>Scene Tags and Challenge</source>
        <translation>場景標籤與挑戰值</translation>
    </message>
    <message>
        <source>Scene &amp;name</source>
        <translation>場景名稱(&amp;N)</translation>
    </message>
    <message>
        <source>Scene &amp;tags</source>
        <translation>場景標籤(&amp;T)</translation>
    </message>
    <message>
        <source>Ne&amp;w tag</source>
        <translation>新標籤(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>新增標籤(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>移除標籤(&amp;R)</translation>
    </message>
    <message>
        <source>Remove Tag</source>
        <translation>移除標籤</translation>
    </message>
    <message>
        <source>&amp;Challenge value</source>
        <translation>挑戰值(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Set</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <source>The challenge value is what the scene&apos;s checks are made against: CAT = ⌈(check value − challenge value) ÷ 4⌉, at least 0 (L63). The check dock starts from it. A scene tag activated on a check gives it level +1 (L42).</source>
        <translation>挑戰值是場景中檢定所對抗的數值：CAT = ⌈(判定值 − 挑戰值) ÷ 4⌉，最低為0（L63）。檢定面板以它為起始值。在檢定中激活場景標籤使檢定的級別+1（L42）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulSettingsDialog</name>
    <message>
        <source>Soulhunter Settings</source>
        <translation>狩魂者設定</translation>
    </message>
    <message>
        <source>The house rules are laid over the 《狩魂者TRPG》 rulebook, which Sheetwright does not have. Fill each base value from your own book; until then the sheet says what it waits for. Each change can be undone.</source>
        <translation>追加規則建立在《狩魂者TRPG》規則書之上，而 Sheetwright 沒有這本書。請依你手上的規則書填入每個基礎數值；填好之前，角色表會說明它在等哪一項。每次修改都可以復原。</translation>
    </message>
    <message>
        <source>rulebook</source>
        <translation>規則書</translation>
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
        <translation>待依規則書填入</translation>
    </message>
    <message>
        <source>the pack&apos;s value (%1)</source>
        <translation>規則包的值（%1）</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulSheet</name>
    <message>
        <source>Being made</source>
        <translation>建立中</translation>
    </message>
    <message>
        <source>In play · interlude</source>
        <translation>遊戲中 · 間章</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>遊戲中</translation>
    </message>
    <message>
        <source>To be filled from your rulebook: %1.</source>
        <translation>待依規則書填入：%1。</translation>
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
        <translation>已覆寫的規則：%1</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>The character is made: from now on the creation limits (rule 1) no longer apply.</source>
        <translation>角色已建立：此後不再適用建立時的限制（規則1）。</translation>
    </message>
    <message>
        <source>A character has a name.</source>
        <translation>角色必須有名稱。</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重新命名%1</translation>
    </message>
    <message>
        <source>Finish creating %1</source>
        <translation>完成建立%1</translation>
    </message>
    <message>
        <source>Finish Creation</source>
        <translation>完成建立</translation>
    </message>
    <message>
        <source>Fill In…</source>
        <translation>填入…</translation>
    </message>
    <message>
        <source>From Content Pack…</source>
        <translation>從內容包選取…</translation>
    </message>
    <message>
        <source>Take a psychic mark, soul weapon, ultimate, technique or enchantment of the campaign&apos;s content packs.</source>
        <translation>從戰役的內容包選取靈能印記、靈魂武器、狩魂絕技、技藝或附魔。</translation>
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
        <translation>罪孽與執念標籤</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>Obsession &amp;tags (1 to 3)</source>
        <translation>執念標籤（1～3個）(&amp;T)</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>已知</translation>
    </message>
    <message>
        <source>&amp;Add Sin</source>
        <translation>新增罪孽(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Save Changes</source>
        <translation>儲存修改(&amp;S)</translation>
    </message>
    <message>
        <source>Sin %1 deleted</source>
        <translation>刪除罪孽%1</translation>
    </message>
    <message>
        <source>&amp;Delete Sin</source>
        <translation>刪除罪孽(&amp;D)</translation>
    </message>
    <message>
        <source>Delete Sin</source>
        <translation>刪除罪孽</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulStylePanel</name>
    <message>
        <source>Costs %1: %2 SP and %3 anxiety (D20, L172)</source>
        <translation>花費%1：%2點SP與%3點焦慮（D20，L172）</translation>
    </message>
    <message>
        <source>cheer %1 for the next action check</source>
        <translation>下一次行動檢定有喝彩%1</translation>
    </message>
    <message>
        <source>Destiny&apos;s Choice used this scene</source>
        <translation>本場景已使用天命所歸</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Style actions</source>
        <translation>時髦動作</translation>
    </message>
    <message>
        <source>Flashback (the DH&apos;s cost)</source>
        <translation>閃回（花費由DH決定）</translation>
    </message>
    <message>
        <source>Empower (10)</source>
        <translation>強力（10）</translation>
    </message>
    <message>
        <source>Cheer (5 per die)</source>
        <translation>喝彩（每骰5）</translation>
    </message>
    <message>
        <source>Destiny&apos;s Choice (10 + X)</source>
        <translation>天命所歸（10 + X）</translation>
    </message>
    <message>
        <source>&amp;X / cost</source>
        <translation>X／花費(&amp;X)</translation>
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
        <translation>以焦慮支付</translation>
    </message>
    <message>
        <source>From initial SP first</source>
        <translation>優先使用初始SP</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulTagList</name>
    <message>
        <source>Add</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>New tag</source>
        <translation>新標籤</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulTechniquesPanel</name>
    <message>
        <source>martial arts</source>
        <translation>武術</translation>
    </message>
    <message>
        <source>spellcraft</source>
        <translation>法術</translation>
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
        <translation>基礎</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>進階</translation>
    </message>
    <message>
        <source>Prepared Load %1 of %2 (Spirit Awareness − 4, D18); standard slots: martial arts %3, spellcraft %4 (D17)</source>
        <translation>已準備負荷%1，上限%2（靈識 − 4，D18）；標準技藝欄位：武術%3、法術%4（D17）</translation>
    </message>
    <message>
        <source>sustained</source>
        <translation>持續</translation>
    </message>
    <message>
        <source>Techniques and enchantments</source>
        <translation>技藝與附魔</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>技藝</translation>
    </message>
    <message>
        <source>Schools</source>
        <translation>系別</translation>
    </message>
    <message>
        <source>Tier</source>
        <translation>階級</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>負荷</translation>
    </message>
    <message>
        <source>Prepared</source>
        <translation>已準備</translation>
    </message>
    <message>
        <source>Technique name</source>
        <translation>技藝名稱</translation>
    </message>
    <message>
        <source>martial arts and spellcraft</source>
        <translation>武術與法術</translation>
    </message>
    <message>
        <source>Load </source>
        <translation>負荷 </translation>
    </message>
    <message>
        <source>Lea&amp;rn</source>
        <translation>習得(&amp;R)</translation>
    </message>
    <message>
        <source>For&amp;get</source>
        <translation>遺忘(&amp;G)</translation>
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
        <translation>附魔等級</translation>
    </message>
    <message>
        <source>Sustained</source>
        <translation>持續</translation>
    </message>
    <message>
        <source>Enchantment name</source>
        <translation>附魔名稱</translation>
    </message>
    <message>
        <source>POW </source>
        <translation>POW </translation>
    </message>
    <message>
        <source>A technique has a name.</source>
        <translation>技藝必須有名稱。</translation>
    </message>
    <message>
        <source>%1 learns %2</source>
        <translation>%1習得%2</translation>
    </message>
    <message>
        <source>%1 forgets a technique</source>
        <translation>%1遺忘一項技藝</translation>
    </message>
    <message>
        <source>%1 prepares a technique</source>
        <translation>%1準備一項技藝</translation>
    </message>
    <message>
        <source>%1 unprepares a technique</source>
        <translation>%1取消準備一項技藝</translation>
    </message>
    <message>
        <source>An enchantment has a name.</source>
        <translation>附魔必須有名稱。</translation>
    </message>
    <message>
        <source>%1: enchantment %2</source>
        <translation>%1：附魔%2</translation>
    </message>
    <message>
        <source>%1: an enchantment ends</source>
        <translation>%1：一項附魔結束</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>移除(&amp;V)</translation>
    </message>
    <message>
        <source>Shown with one school chosen each time (rule 41, L268): martial arts makes Physique the key attribute, spellcraft Wisdom — for the manifestation and its attack and parry checks. Choose it in the check dock.</source>
        <translation>每次展現時選擇一個系別（規則41，L268）：武術以體魄為關鍵屬性，法術以智慧為關鍵屬性——用於此次顯能及其攻擊與格擋檢定。在檢定面板中選擇。</translation>
    </message>
    <message>
        <source>Improvised Manifestation…</source>
        <translation>即興顯能…</translation>
    </message>
    <message>
        <source>Manifest without a technique: the MP paid, what it restores (rule 43, L246) and the scale its Narrative POW reaches (rule 44, L248-L258).</source>
        <translation>不使用技藝顯能：支付的MP、恢復的數值（規則43，L246），以及【敘事】POW所能達到的規模（規則44，L248-L258）。</translation>
    </message>
</context>
<context>
    <name>sw::ui::SoulTracksPanel</name>
    <message>
        <source>%1: the next scene</source>
        <translation>%1：下一個場景</translation>
    </message>
    <message>
        <source>%1 enters an interlude</source>
        <translation>%1進入間章</translation>
    </message>
    <message>
        <source>%1&apos;s interlude ends</source>
        <translation>%1的間章結束</translation>
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
        <translation>重創標籤：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>cannot act (Disintegration 3/3)</source>
        <translation>無法行動（解體 3/3）</translation>
    </message>
    <message>
        <source>retired from the story (Disqualification 3/3)</source>
        <translation>退出故事（失格 3/3）</translation>
    </message>
    <message>
        <source>in an interlude</source>
        <translation>間章中</translation>
    </message>
    <message>
        <source>HP, points, charms</source>
        <translation>生命值、點數與護符</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>損傷</translation>
    </message>
    <message>
        <source>&amp;Take Damage</source>
        <translation>承受傷害(&amp;T)</translation>
    </message>
    <message>
        <source>Hea&amp;l</source>
        <translation>治療(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;MP</source>
        <translation>靈力值(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;FP</source>
        <translation>聚能值(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;KP</source>
        <translation>道具點(&amp;K)</translation>
    </message>
    <message>
        <source>Anxiet&amp;y</source>
        <translation>焦慮(&amp;Y)</translation>
    </message>
    <message>
        <source>F&amp;ortune</source>
        <translation>機運(&amp;O)</translation>
    </message>
    <message>
        <source>XP</source>
        <translation>經驗值</translation>
    </message>
    <message>
        <source>Disintegration</source>
        <translation>解體</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>Disintegration charm: a slash for each break (L152-L156); removed at an interlude or with XP.</source>
        <translation>解體護符：每次崩解留下一道斬痕（L152-L156）；於間章或以經驗值消除。</translation>
    </message>
    <message>
        <source>Disqualification charm: a slash each time anxiety reaches 50 (L166-L169).</source>
        <translation>失格護符：焦慮每達到50留下一道斬痕（L166-L169）。</translation>
    </message>
    <message>
        <source>&amp;Interlude</source>
        <translation>間章(&amp;I)</translation>
    </message>
    <message>
        <source>&amp;End Interlude</source>
        <translation>結束間章(&amp;E)</translation>
    </message>
    <message>
        <source>Grievous wound</source>
        <translation>重創</translation>
    </message>
    <message>
        <source>%1 takes %2 damage</source>
        <translation>%1承受%2點傷害</translation>
    </message>
    <message>
        <source>%1 heals %2 damage</source>
        <translation>%1治療%2點損傷</translation>
    </message>
    <message>
        <source>%1: %2 to %3</source>
        <translation>%1：%2改為%3</translation>
    </message>
    <message>
        <source>Disintegration slashes are removed at an interlude or with XP (L150, L157).</source>
        <translation>解體斬痕只在間章或以經驗值消除（L150、L157）。</translation>
    </message>
    <message>
        <source>%1: Disintegration %2/3</source>
        <translation>%1：解體 %2/3</translation>
    </message>
    <message>
        <source>Disqualification slashes are removed only with XP during an interlude (L169).</source>
        <translation>失格斬痕只在間章以經驗值消除（L169）。</translation>
    </message>
    <message>
        <source>%1: Disqualification %2/3</source>
        <translation>%1：失格 %2/3</translation>
    </message>
    <message>
        <source>Hit</source>
        <translation>傷害</translation>
    </message>
    <message>
        <source>Non-lethal</source>
        <translation>非致命</translation>
    </message>
    <message>
        <source>How (grievous tag)</source>
        <translation>方式（重創標籤）</translation>
    </message>
    <message>
        <source>Initial SP held</source>
        <translation>持有的初始SP</translation>
    </message>
    <message>
        <source>Extra SP</source>
        <translation>額外SP</translation>
    </message>
    <message>
        <source>Next Scene</source>
        <translation>下一個場景</translation>
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
        <translation>狩魂者是誰</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Code name</source>
        <translation>代號(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Background</source>
        <translation>背景故事(&amp;B)</translation>
    </message>
    <message>
        <source>Spirit Awareness</source>
        <translation>靈識</translation>
    </message>
    <message>
        <source>Attributes (0 to 6 at creation, L43-L44)</source>
        <translation>屬性（建立時0到6，L43-L44）</translation>
    </message>
    <message>
        <source>Skill points: %1 of %2 spent (D2)</source>
        <translation>技能點：已用%1，共%2（D2）</translation>
    </message>
    <message>
        <source>Skill points: %1</source>
        <translation>技能點：%1</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Psychic power (at most 3 tags; 4 at Soul 9, L51, L141)</source>
        <translation>靈能力（最多3個標籤；心魂9時4個，L51、L141）</translation>
    </message>
    <message>
        <source>Psychic &amp;power</source>
        <translation>靈能力(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Description</source>
        <translation>描述(&amp;D)</translation>
    </message>
    <message>
        <source>Power tags</source>
        <translation>靈能力標籤</translation>
    </message>
    <message>
        <source>Flaw tags</source>
        <translation>缺陷標籤</translation>
    </message>
    <message>
        <source>Trait tags (at most 5, L215)</source>
        <translation>特質標籤（最多5個，L215）</translation>
    </message>
    <message>
        <source>Trait tags</source>
        <translation>特質標籤</translation>
    </message>
    <message>
        <source>Soul mark %1</source>
        <translation>心魂印記%1</translation>
    </message>
    <message>
        <source>A character has a name.</source>
        <translation>角色必須有名稱。</translation>
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
        <translation>此角色已不在戰役中。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be %2: at least %3.</source>
        <translation>「%1」不能是%2：至少為%3。</translation>
    </message>
    <message>
        <source>Clear the setting %1</source>
        <translation>清除設定%1</translation>
    </message>
    <message>
        <source>Set %1 to %2</source>
        <translation>將%1設為%2</translation>
    </message>
    <message>
        <source>Physique</source>
        <translation>體魄</translation>
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
        <translation>角色名稱(&amp;N)：</translation>
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
        <translation>引導建立狩魂者角色(&amp;Z)…</translation>
    </message>
    <message>
        <source>Make a Soulhunter character step by step within the creation limits (rules 1-10)</source>
        <translation>在建立限制內逐步建立狩魂者角色（規則1-10）</translation>
    </message>
    <message>
        <source>New Soul&amp;hunter Character…</source>
        <translation>新狩魂者角色(&amp;H)…</translation>
    </message>
    <message>
        <source>Make a character of 狩魂者TRPG with the 追加规则 house rules</source>
        <translation>以追加規則建立《狩魂者TRPG》角色</translation>
    </message>
    <message>
        <source>Soulhunter &amp;Settings…</source>
        <translation>狩魂者設定(&amp;S)…</translation>
    </message>
    <message>
        <source>Fill the rulebook&apos;s values and choose the house rules&apos; open points for this campaign</source>
        <translation>為此戰役填入規則書的數值，並選擇追加規則未定之處</translation>
    </message>
    <message>
        <source>So&amp;ulhunter</source>
        <translation>狩魂者(&amp;U)</translation>
    </message>
    <message>
        <source>Soulhunter Checks</source>
        <translation>狩魂者檢定</translation>
    </message>
    <message>
        <source>Soulhunter &amp;Checks</source>
        <translation>狩魂者檢定(&amp;C)</translation>
    </message>
    <message>
        <source>S&amp;ins and Obsession Tags…</source>
        <translation>罪孽與執念標籤(&amp;I)…</translation>
    </message>
    <message>
        <source>The GM&apos;s Sins with their 1 to 3 obsession tags, and which ones the characters know (rule 38)</source>
        <translation>DH的罪孽及其1～3個執念標籤，以及角色已知哪些（規則38）</translation>
    </message>
    <message>
        <source>Sc&amp;ene Tags and Challenge…</source>
        <translation>場景標籤與挑戰值(&amp;E)…</translation>
    </message>
    <message>
        <source>The GM&apos;s current scene: its scene tags and the challenge value its checks start from</source>
        <translation>GM 的當前場景：其場景標籤，以及場景中檢定的起始挑戰值</translation>
    </message>
    <message>
        <source>Content &amp;Packs…</source>
        <translation>內容包(&amp;P)…</translation>
    </message>
    <message>
        <source>The campaign&apos;s catalogues of marks, soul weapons, ultimates, enchantments and techniques: edit, import, export</source>
        <translation>戰役的目錄：靈能印記、靈魂武器、狩魂絕技、附魔與技藝——編輯、匯入、匯出</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <source>Codename</source>
        <translation>代號</translation>
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
        <translation>建卡或遊玩階段</translation>
    </message>
    <message>
        <source>Interlude</source>
        <translation>間章</translation>
    </message>
    <message>
        <source>Physique</source>
        <translation>體魄</translation>
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
        <translation>靈識</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <source>Power tags</source>
        <translation>靈能力標籤</translation>
    </message>
    <message>
        <source>Flaw tags</source>
        <translation>缺陷標籤</translation>
    </message>
    <message>
        <source>Psychic marks</source>
        <translation>靈能印記</translation>
    </message>
    <message>
        <source>Unlocks</source>
        <translation>解鎖</translation>
    </message>
    <message>
        <source>Trait tags</source>
        <translation>特質標籤</translation>
    </message>
    <message>
        <source>Status tags</source>
        <translation>狀態標籤</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>損傷</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>靈力值</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>聚能值</translation>
    </message>
    <message>
        <source>KP</source>
        <translation>道具點</translation>
    </message>
    <message>
        <source>Initial SP</source>
        <translation>初始SP</translation>
    </message>
    <message>
        <source>Extra SP</source>
        <translation>額外SP</translation>
    </message>
    <message>
        <source>Anxiety</source>
        <translation>焦慮</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>機運</translation>
    </message>
    <message>
        <source>Cheer</source>
        <translation>喝彩</translation>
    </message>
    <message>
        <source>Destiny&apos;s Choice used this scene</source>
        <translation>本場景已使用天命所歸</translation>
    </message>
    <message>
        <source>Disintegration charm</source>
        <translation>解體護符</translation>
    </message>
    <message>
        <source>Grievous tags</source>
        <translation>重創標籤</translation>
    </message>
    <message>
        <source>Disqualification charm</source>
        <translation>失格護符</translation>
    </message>
    <message>
        <source>Techniques</source>
        <translation>技藝</translation>
    </message>
    <message>
        <source>Enchantments</source>
        <translation>附魔</translation>
    </message>
    <message>
        <source>XP ledger</source>
        <translation>經驗值帳目</translation>
    </message>
    <message>
        <source>Rule overrides</source>
        <translation>已覆寫的規則</translation>
    </message>
    <message>
        <source>Psychic power</source>
        <translation>靈能力</translation>
    </message>
</context>
<context>
    <name>sw::ui::StartPanel</name>
    <message>
        <source>Begin</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>&amp;Recent campaigns</source>
        <translation>最近的戰役(&amp;R)</translation>
    </message>
    <message>
        <source>Recent campaigns</source>
        <translation>最近的戰役</translation>
    </message>
</context>
<context>
    <name>sw::ui::StoreMessages</name>
    <message>
        <source>Not undone: %1</source>
        <translation>未復原：%1</translation>
    </message>
    <message>
        <source>Not redone: %1</source>
        <translation>未重做：%1</translation>
    </message>
    <message>
        <source>Cannot Undo</source>
        <translation>無法復原</translation>
    </message>
    <message>
        <source>Cannot Redo</source>
        <translation>無法重做</translation>
    </message>
    <message>
        <source>“%1” was not undone; nothing was changed.</source>
        <translation>「%1」未復原；未做任何更動。</translation>
    </message>
    <message>
        <source>“%1” was not redone; nothing was changed.</source>
        <translation>「%1」未重做；未做任何更動。</translation>
    </message>
    <message>
        <source>The campaign could not be read: %1</source>
        <translation>無法讀取戰役：%1</translation>
    </message>
    <message>
        <source>Cannot Read Campaign</source>
        <translation>無法讀取戰役</translation>
    </message>
    <message>
        <source>Sheetwright could not read the campaign, so what it shows may be incomplete.</source>
        <translation>Sheetwright 無法讀取戰役，因此顯示的內容可能不完整。</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未儲存：%1</translation>
    </message>
    <message>
        <source>Not saved: someone else just wrote “%1” into %2. Nothing was written: look at the sheet as it is now and choose.</source>
        <translation>未儲存：剛才有其他人在 %2 寫入了「%1」。未寫入任何內容：請查看這張表目前的樣子再做決定。</translation>
    </message>
</context>
<context>
    <name>sw::ui::StuntDialog</name>
    <message>
        <source>Stunt</source>
        <translation>絕技</translation>
    </message>
    <message>
        <source>Bonus: +2 to a skill&apos;s action in a circumstance</source>
        <translation>加值：在特定情境以某技能行動時 +2</translation>
    </message>
    <message>
        <source>Rule change: an exception to the rules</source>
        <translation>改變規則：規則的例外</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
    <message>
        <source>Costs a fate point each use (a rare, strong stunt)</source>
        <translation>每次使用花一點命運點（少見的強力絕技）</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名稱(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Kind</source>
        <translation>種類(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Skill</source>
        <translation>技能(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Action</source>
        <translation>行動(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Bonus</source>
        <translation>加值(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Lets this skill</source>
        <translation>讓這個技能(&amp;L)</translation>
    </message>
    <message>
        <source>…&amp;take this action</source>
        <translation>……採取這個行動(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Text</source>
        <translation>內容(&amp;T)</translation>
    </message>
    <message>
        <source>Template</source>
        <translation>範本</translation>
    </message>
</context>
<context>
    <name>sw::ui::SummaryPage</name>
    <message>
        <source>Sheet summary</source>
        <translation>表單摘要</translation>
    </message>
    <message>
        <source>The sheet as it will be saved; go back to change a step.</source>
        <translation>表單儲存後的樣子；若要修改某個步驟，請返回上一步。</translation>
    </message>
    <message>
        <source>Nothing left to fix: press Finish to start play.</source>
        <translation>沒有需要修正的地方：按「完成」即可開始遊戲。</translation>
    </message>
    <message>
        <source>Still to fix before the sheet can be used:</source>
        <translation>使用前仍需修正以下問題：</translation>
    </message>
</context>
<context>
    <name>sw::ui::TimelinePage</name>
    <message>
        <source>Scores, downtime, advances, factions and clocks, newest first. Double-click a step to open what it changed.</source>
        <translation>做案、休整、成長、派系與進度鐘，最新的排在最前面。按兩下某一步，即可開啟它所變動的內容。</translation>
    </message>
    <message>
        <source>When</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>What</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Sheets changed</source>
        <translation>變動的表</translation>
    </message>
</context>
<context>
    <name>sw::ui::TraumaDialog</name>
    <message>
        <source>Trauma</source>
        <translation>創傷</translation>
    </message>
    <message>
        <source>%1 marks the last stress box and takes a trauma: stress clears, and the scoundrel is out of action for now. Choose the trauma condition; it is permanent.</source>
        <translation>%1 標記了最後一格壓力，獲得一個創傷：壓力清空，這名惡棍暫時退出行動。請選擇創傷狀態；它是永久的。</translation>
    </message>
    <message>
        <source>&amp;Take trauma</source>
        <translation>承受創傷(&amp;T)</translation>
    </message>
</context>
<context>
    <name>sw::ui::UpgradeFactionsPage</name>
    <message>
        <source>Factions and your upgrades</source>
        <translation>派系與你們的升級</translation>
    </message>
    <message>
        <source>The GM may name a faction that helped you get your upgrades and one that was hurt when you got them. Leave them empty if none did.</source>
        <translation>GM 可以指定一個協助你們取得升級的派系，以及一個因此受損的派系。若都沒有，請留空。</translation>
    </message>
    <message>
        <source>&amp;Helped you:</source>
        <translation>協助你們的派系(&amp;H)：</translation>
    </message>
    <message>
        <source>A faction that helped the crew to its upgrades: +1 status, or +2 for 1 coin.</source>
        <translation>協助幫派取得升級的派系：地位 +1，或付 1 錢幣改為 +2。</translation>
    </message>
    <message>
        <source>&amp;Pay 1 coin for +2 status instead of +1</source>
        <translation>付 1 錢幣，讓地位 +2 而非 +1(&amp;P)</translation>
    </message>
    <message>
        <source>Paying the helper 1 coin makes the status +2.</source>
        <translation>付給協助者 1 錢幣，地位改為 +2。</translation>
    </message>
    <message>
        <source>H&amp;urt by it:</source>
        <translation>因此受損的派系(&amp;U)：</translation>
    </message>
    <message>
        <source>A faction the crew hurt to get its upgrades: −2 status, or −1 for 1 coin.</source>
        <translation>幫派為取得升級而損害的派系：地位 −2，或付 1 錢幣改為 −1。</translation>
    </message>
    <message>
        <source>P&amp;ay 1 coin for −1 status instead of −2</source>
        <translation>付 1 錢幣，讓地位 −1 而非 −2(&amp;A)</translation>
    </message>
    <message>
        <source>Paying off the injured faction with 1 coin makes the status −1.</source>
        <translation>付 1 錢幣安撫受損的派系，地位改為 −1。</translation>
    </message>
    <message>
        <source>— none —</source>
        <translation>— 無 —</translation>
    </message>
    <message numerus="yes">
        <source>The crew has %n coin.</source>
        <translation>
            <numerusform>幫派有 %n 錢幣。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::UpgradesPage</name>
    <message>
        <source>Crew upgrades</source>
        <translation>幫派升級</translation>
    </message>
    <message numerus="yes">
        <source>Your crew type starts with its own upgrades. Then mark %n more box(es): any general upgrade or one of your type&apos;s. A cohort takes 2 boxes.</source>
        <translation>
            <numerusform>你們的幫派類型一開始就有專屬的升級。接著再標記 %n 格：可以是任何通用升級，或你們類型的專屬升級。一個同夥占 2 格。</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting upgrades of the crew type:</source>
        <translation>幫派類型的起始升級：</translation>
    </message>
    <message>
        <source>Upgrades to mark</source>
        <translation>要標記的升級</translation>
    </message>
    <message>
        <source>One &amp;of:</source>
        <translation>擇一(&amp;O)：</translation>
    </message>
    <message>
        <source>The crew type offers a choice here; the one you pick is granted whole.</source>
        <translation>幫派類型在此提供選擇；你選的那一項會完整給予。</translation>
    </message>
    <message>
        <source> of %1</source>
        <translation> / %1</translation>
    </message>
    <message>
        <source>Upgrades of the %1</source>
        <translation>%1的專屬升級</translation>
    </message>
    <message>
        <source>General upgrades</source>
        <translation>通用升級</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n box(es) left to mark</source>
        <translation>
            <numerusform>還要標記 %1 格（共 %n 格）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sw::ui::VitalsPanel</name>
    <message>
        <source>Less effect</source>
        <translation>減弱效果</translation>
    </message>
    <message>
        <source>−1d</source>
        <translation>−1 骰</translation>
    </message>
    <message>
        <source>Need help</source>
        <translation>需要協助</translation>
    </message>
    <message>
        <source>Set stress to %1</source>
        <translation>壓力設為 %1</translation>
    </message>
    <message>
        <source>Set trauma to %1</source>
        <translation>創傷設為 %1</translation>
    </message>
    <message>
        <source>Erase trauma %1</source>
        <translation>取消創傷狀態「%1」</translation>
    </message>
    <message>
        <source>Take trauma %1</source>
        <translation>圈選創傷狀態「%1」</translation>
    </message>
    <message>
        <source>Healing clock to %1</source>
        <translation>治療鐘設為 %1</translation>
    </message>
    <message>
        <source>Clear armor</source>
        <translation>恢復護甲</translation>
    </message>
    <message>
        <source>Use armor</source>
        <translation>使用護甲</translation>
    </message>
    <message numerus="yes">
        <source>Take %n stress</source>
        <translation>
            <numerusform>承受 %n 點壓力</numerusform>
        </translation>
    </message>
    <message>
        <source>Harm: %1</source>
        <translation>傷害：%1</translation>
    </message>
    <message>
        <source>Erase harm</source>
        <translation>清除傷害</translation>
    </message>
    <message>
        <source>Harm level %1, box %2</source>
        <translation>傷害等級 %1，第 %2 格</translation>
    </message>
    <message>
        <source>Stress</source>
        <translation>壓力</translation>
    </message>
    <message>
        <source>&amp;Stress</source>
        <translation>壓力(&amp;S)</translation>
    </message>
    <message>
        <source>Mark stress to push yourself, help or resist. Past the last box you take trauma instead; use Take stress for that.</source>
        <translation>強推自己、協助或抵抗時標記壓力。超過最後一格時改為承受創傷；這時請使用「承受壓力」。</translation>
    </message>
    <message>
        <source>Take…</source>
        <translation>承受…</translation>
    </message>
    <message>
        <source>Take stress the way the game does: past the track you gain a trauma and clear your stress.</source>
        <translation>依遊戲規則承受壓力：超出壓力軌時，獲得一個創傷並清空壓力。</translation>
    </message>
    <message>
        <source>Take stress</source>
        <translation>承受壓力</translation>
    </message>
    <message>
        <source>&amp;Trauma</source>
        <translation>創傷(&amp;T)</translation>
    </message>
    <message>
        <source>Each trauma brings a permanent condition; the last box retires the scoundrel.</source>
        <translation>每個創傷都帶來一個永久的創傷狀態；填滿最後一格時，惡棍必須退休。</translation>
    </message>
    <message>
        <source>Trauma</source>
        <translation>創傷</translation>
    </message>
    <message>
        <source>Trauma c&amp;onditions</source>
        <translation>創傷狀態(&amp;O)</translation>
    </message>
    <message>
        <source>Trauma conditions</source>
        <translation>創傷狀態</translation>
    </message>
    <message>
        <source>Harm</source>
        <translation>傷害</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>等級</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>懲罰</translation>
    </message>
    <message>
        <source>Hea&amp;ling</source>
        <translation>治療(&amp;L)</translation>
    </message>
    <message>
        <source>Fill the clock by recovering; when it fills, each harm drops one level.</source>
        <translation>透過恢復填滿治療鐘；填滿時，每項傷害降低一級。</translation>
    </message>
    <message>
        <source>Healing clock</source>
        <translation>治療鐘</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>護甲</translation>
    </message>
    <message>
        <source>Click, or press R on the healing clock, to recover in downtime: the healing roll.</source>
        <translation>點一下，或在治療鐘上按 R，在休整中康復：治療骰。</translation>
    </message>
</context>
</TS>
