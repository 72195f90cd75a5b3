<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW" sourcelanguage="en">
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
        <source>The %1 xp track holds at most %2 marks; filling it gives an advance.</source>
        <translation>%1經驗點軌最多 %2 格；填滿時獲得一次成長。</translation>
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
        <source>The crew xp track holds at most %1 marks; filling it gives a crew advance.</source>
        <translation>幫派經驗點軌最多 %1 格；填滿時獲得一次幫派成長。</translation>
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
        <source>There is no crew advance to take: fill the crew xp track first.</source>
        <translation>目前沒有可取得的幫派成長：請先填滿幫派經驗點軌。</translation>
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
        <source>There is no xp trigger &quot;%1&quot;.</source>
        <translation>沒有經驗點觸發條件「%1」。</translation>
    </message>
    <message>
        <source>An xp trigger gives 0 to %1 xp, not %2.</source>
        <translation>一項經驗點觸發條件可給予 0 到 %1 經驗點，不能是 %2。</translation>
    </message>
    <message>
        <source>The triggers give %1 xp, but %2 were marked on the tracks.</source>
        <translation>觸發條件共給予 %1 經驗點，但各經驗點軌上標記了 %2 格。</translation>
    </message>
    <message>
        <source>The %1 track was already trained this downtime.</source>
        <translation>%1經驗點軌在本次休整中已經訓練過了。</translation>
    </message>
    <message>
        <source>There is no %1 advance to take: fill its xp track first.</source>
        <translation>目前沒有可取得的%1成長：請先填滿對應的經驗點軌。</translation>
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
        <source>Choose the xp track to train.</source>
        <translation>請選擇要訓練的經驗點軌。</translation>
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
        <source>Desperate roll: mark 1 xp on the action&apos;s attribute.</source>
        <translation>絕望擲骰：在該行動所屬屬性標記 1 點經驗點。</translation>
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
        <source>Print sheets to a PDF: character:ID, crew:ID, factions, clocks, blank-character:PLAYBOOK, blank-crew:TYPE.</source>
        <translation>把表單印成 PDF：character:ID、crew:ID、factions、clocks、blank-character:PLAYBOOK、blank-crew:TYPE。</translation>
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
        <source>[--skill N] [--bonus N] [--difficulty N | --opposed N]</source>
        <translation>[--skill N] [--bonus N] [--difficulty N | --opposed N]</translation>
    </message>
    <message>
        <source>Fate: exact odds of fail, tie, success and style (every difficulty -4 to +8 without one).</source>
        <translation>命運：失敗、平手、成功與絕妙成功的精確機率（未指定難度時列出 -4 到 +8 的每個難度）。</translation>
    </message>
    <message>
        <source>[--skill N] [--bonus N] [--difficulty N | --opposed N] [--action A] [--faces F | --seed S]</source>
        <translation>[--skill N] [--bonus N] [--difficulty N | --opposed N] [--action A] [--faces F | --seed S]</translation>
    </message>
    <message>
        <source>Fate: roll 4dF with a skill; the same seed gives the same dice.</source>
        <translation>命運：以技能擲 4dF；相同的種子擲出相同的骰子。</translation>
    </message>
    <message>
        <source>odds|roll [OPTIONS]</source>
        <translation>odds|roll [選項]</translation>
    </message>
    <message>
        <source>Fate Condensed: exact odds and 4dF rolls (see fate --help).</source>
        <translation>命運濃縮版：精確機率與 4dF 擲骰（見 fate --help）。</translation>
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
        <source>Pencil edits of a character or crew sheet, as on the sheet: stress, harm, healing, xp, advances, coin, stash, load, items, tier, hold …</source>
        <translation>像在表上一樣修改角色表或幫派表：壓力、傷害、治療、經驗點、成長、錢幣、私金、負重、道具、層級、凝聚……</translation>
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
        <source>--dice N | --pool ROLL [--might N] [--energy N] [--spirit N] [--face] [--advantage N] [--disadvantage N] [--difficulty N]</source>
        <translation>--dice N | --pool 投骰 [--might N] [--energy N] [--spirit N] [--face] [--advantage N] [--disadvantage N] [--difficulty N]</translation>
    </message>
    <message>
        <source>Meshal: the exact chance of beating each difficulty.</source>
        <translation>Meshal：超過各難度的精確機率。</translation>
    </message>
    <message>
        <source>ROLL [--might N] [--energy N] [--spirit N] [--advantage N] [--disadvantage N] [--hold N] [--difficulty N] [--faces F | --seed S]</source>
        <translation>投骰 [--might N] [--energy N] [--spirit N] [--advantage N] [--disadvantage N] [--hold N] [--difficulty N] [--faces F | --seed S]</translation>
    </message>
    <message>
        <source>Meshal: roll in the rulebook&apos;s notation (强壮+3🎲, 6🎲+); the same seed gives the same dice.</source>
        <translation>Meshal：以手冊記法投骰（強壯+3🎲、6🎲+）；同一種子得到相同骰子。</translation>
    </message>
    <message>
        <source>ATTACK (--roll N | --faces F | --seed S) [--sheet FILE [--split A=N,…] | --physical N --erosion N --occult N --immune T,…] [--defence D --defence-points N]</source>
        <translation>攻擊 (--roll N | --faces F | --seed S) [--sheet 檔案 [--split A=N,…] | --physical N --erosion N --occult N --immune T,…] [--defence D --defence-points N]</translation>
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
        <source>odds|roll|damage|rest|new [OPTIONS]</source>
        <translation>odds|roll|damage|rest|new [選項]</translation>
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
        <source>init|assign ADDRESS …</source>
        <translation>init|assign 位址 …</translation>
    </message>
    <message>
        <source>Set up a shared campaign on a PostgreSQL server (server init, server assign).</source>
        <translation>在 PostgreSQL 伺服器上設定共享戰役（server init、server assign）。</translation>
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
        <translation>-1d</translation>
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
        <source>At the end of each session, mark xp for each time you expressed your beliefs, drives, heritage or background, and struggled with your vice or traumas.</source>
        <translation>每次遊戲結束時，若你展現了自己的信念、動機、血統或背景，或與惡習、創傷掙扎，就各標記經驗點。</translation>
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
        <source>Crew xp</source>
        <translation>幫派經驗點</translation>
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
        <source>Xp triggers</source>
        <translation>經驗點觸發條件</translation>
    </message>
    <message>
        <source>At the end of the session, mark playbook xp for each: 1, or 2 if it happened a lot.</source>
        <translation>每次遊戲結束時，每符合一項就標記遊玩書經驗點：1 點，若發生很多次則 2 點。</translation>
    </message>
    <message>
        <source>Not&amp;es</source>
        <translation>筆記(&amp;E)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>筆記</translation>
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
        <source>Xp to %1</source>
        <translation>經驗點設為 %1</translation>
    </message>
    <message>
        <source>The attribute&apos;s rating: the number of its actions with at least one dot; you roll it to resist.</source>
        <translation>屬性評等：該屬性下至少有一點的行動數；抵抗骰時擲這個數量的骰子。</translation>
    </message>
    <message>
        <source>%1 xp</source>
        <translation>%1經驗點</translation>
    </message>
    <message>
        <source>Mark xp here for a desperate roll with one of these actions, or by training; a full track is one more action dot.</source>
        <translation>以這些行動進行絕望擲骰或受訓時，在此標記經驗點；填滿後可增加一個行動點。</translation>
    </message>
    <message>
        <source>At most %1 dots now.</source>
        <translation>目前最多 %1 點。</translation>
    </message>
    <message>
        <source>Playbook &amp;xp</source>
        <translation>遊玩書經驗點(&amp;X)</translation>
    </message>
    <message>
        <source>Playbook xp</source>
        <translation>遊玩書經驗點</translation>
    </message>
    <message>
        <source>Mark playbook xp at the end of the session for its triggers; a full track is a new special ability.</source>
        <translation>遊戲結束時依觸發條件標記遊玩書經驗點；填滿後可獲得一項新的特殊能力。</translation>
    </message>
    <message>
        <source>Click to resist a consequence with %1.</source>
        <translation>點一下以%1抵抗後果。</translation>
    </message>
    <message>
        <source>Click to roll %1.</source>
        <translation>點一下擲%1。</translation>
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
        <source>New C&amp;rew…</source>
        <translation>新增幫派(&amp;R)…</translation>
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
        <source>The playbook gives 3 starting action dots, its special abilities, its people and your xp trigger.</source>
        <translation>遊玩書提供 3 個起始行動點、其特殊能力、相關人物，以及你的經驗點觸發條件。</translation>
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
        <source>The crew&apos;s xp track is full. Take one new special ability, or mark two upgrade boxes.</source>
        <translation>幫派經驗點軌已填滿。請取得一項新的特殊能力，或標記兩格升級。</translation>
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
        <source>Crew xp to %1</source>
        <translation>幫派經驗點設為 %1</translation>
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
        <source>Crew &amp;xp</source>
        <translation>幫派經驗點(&amp;X)</translation>
    </message>
    <message>
        <source>Crew xp for the crew type&apos;s trigger and the usual ones; a full track is a crew advance.</source>
        <translation>依幫派類型專屬及一般的觸發條件獲得幫派經驗點；填滿時獲得一次幫派成長。</translation>
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
        <source>The type gives the crew&apos;s special abilities, starting upgrades, contacts and xp trigger.</source>
        <translation>幫派類型決定幫派的特殊能力、起始升級、聯絡人與經驗點觸發條件。</translation>
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
        <source>Choose one reputation; bolstering it later earns crew xp.</source>
        <translation>選擇一種名聲；之後提高名聲可獲得幫派經驗點。</translation>
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
        <source>No roll: training marks xp at once (C §8.7).</source>
        <translation>不需擲骰：受訓直接標記經驗點（C §8.7）。</translation>
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
        <source>&amp;Xp track</source>
        <translation>經驗點軌(&amp;X)</translation>
    </message>
    <message>
        <source>Training marks 1 xp on one track, once per track each downtime (C §8.7).</source>
        <translation>受訓在一條經驗點軌上標記 1 點經驗點；每次休整每條軌只能受訓一次（C §8.7）。</translation>
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
        <source>R&amp;ating</source>
        <translation>等級(&amp;A)</translation>
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
        <source>Dice as &amp;rolled</source>
        <translation>桌上擲出的骰子(&amp;R)</translation>
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
        <source>Fate points become the refresh if they are fewer (rule 21).</source>
        <translation>命運點少於重振時補到重振（規則 21）。</translation>
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
        <translation>&amp;GM</translation>
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
        <source>Chosen at creation: it gives the starting dots, special abilities, friends and rivals, items and the xp trigger.</source>
        <translation>於創造角色時選定：決定起始行動點、特殊能力、朋友與敵手、道具及經驗點觸發條件。</translation>
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
        <source>Desperate: %n %1 xp.</source>
        <translation>
            <numerusform>絕望：%1 經驗點 %n。</numerusform>
        </translation>
    </message>
    <message>
        <source>No stress, no xp.</source>
        <translation>沒有壓力，沒有經驗點。</translation>
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
        <translation>−1d</translation>
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
</context>
</TS>
