#pragma once

// What happens to a sheet in play under the 追加规则 (spec §8-§13; rules 24-35, 37, 45): damage
// and the 解体 charm, SP, anxiety and the 失格 charm, the style actions, scene changes and
// interludes, growth. Each returns the rule codes it refuses for (nothing changed then).
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/pack.h"

namespace sw::soulhunter {

struct PlayResult
{
    QString refused;      // a rule code; empty: done
    int slashes = 0;      // 解体 or 失格 slashes marked
    int anxiety = 0;      // anxiety taken
    bool ok() const { return refused.isEmpty(); }
};

// Rules 31-32 (L147-L156): damage may pass max HP; a lethal hit while damage has reached max HP
// removes all damage and marks 1 slash (+1 when the hit alone exceeds max HP), each slash a 重创
// tag named `how`; while 解体 is full, damage also gives 5 × damage anxiety.
PlayResult takeDamage(Character &c, int amount, bool nonLethal, const QString &how, const Rules &rules);
// Healing: damage removed (never below 0).
void removeDamage(Character &c, int amount);

// Rules 28-29 (L162-L167): anxiety; at 50, −50 and a 失格 slash (again while ≥ 50).
PlayResult addAnxiety(Character &c, int amount, const Rules &rules);
// Rule 28: an SP loss that is not spending becomes anxiety.
PlayResult loseSp(Character &c, int amount, const Rules &rules);
// Spends SP (a style action's); `fromInitial` first draws on initial SP, else extra [gap §21.17].
PlayResult spendSp(Character &c, int amount, bool fromInitial);
// L163 「角色随时可以消耗任意点SP，消除等量的焦虑」: spend SP to remove as much anxiety (at most all of it).
PlayResult relieveAnxiety(Character &c, int amount, bool fromInitial);
void awardSp(Character &c, int amount); // L164: extra SP

enum class StyleAction { Flashback, Empower, Cheer, Destiny };
// Rules 24-27 (L171-L192): a style action's cost paid as SP and anxiety (`anxietyPart` of it);
// 喝彩 X for the next action check; 天命所归 once per scene, X ≥ 1; 强力's 2 levels among general
// enchantments (`levels`: CAT per enchantment); 闪回's cost set by the DH (`dhCost`, ≥ 5).
struct StyleRequest
{
    StyleAction action = StyleAction::Cheer;
    int x = 0;
    int dhCost = 0;
    QList<int> levels;
    int anxietyPart = 0;
    bool fromInitial = false;
};
int styleCost(const StyleRequest &request, const Rules &rules);
PlayResult useStyle(Character &c, const StyleRequest &request, const Rules &rules);

// Rules 33-35, 37 (L53, L144, L155, L216): what activating a tag does.
struct Activation
{
    int penalty = 0;   // flaw and 重创 tags: 4 each
    int specialty = 0; // marks: 2 each
    int level = 0;     // power and trait tags
    int damage = 0;    // a 重创 tag's first activation in the scene
    int spAfter = 0;   // each trait −1: 5 SP after the check
    int xp = 0;        // a 重创 tag not activated before since the last interlude (L158)
};
Activation activateGrievous(Character &c, int index, const Rules &rules);
Activation activateTrait(int direction, const Rules &rules);
Activation activateFlaw(const Rules &rules);
Activation activateMark(const Character &c, int index, const Rules &rules); // refused (all 0) for a released one

// D4, D9, D11 and L205: the next scene: MP +智慧 (to max), damage −(1 + ⌊体魄/2⌋), initial SP back
// up to ⌊2I/5⌋, FP full; 重创 tags may be activated for damage again, 天命所归 again.
PlayResult changeScene(Character &c, const Rules &rules);
// L48, L150, L157: entering an interlude: all damage removed, one 解体 slash removed (with its tag),
// MP +2×智慧 [inferred], FP full [inferred].
PlayResult enterInterlude(Character &c, const Rules &rules);
// D12 (L161, L163, L212): the interlude ends: SP = initial SP, anxiety −max(1, ⌊A/2⌋), fortune reset.
PlayResult endInterlude(Character &c, const Rules &rules);
// Rule 45 (L157, L169, L195-L199): an XP spend in an interlude (growth or slash removal),
// written to the ledger. `technique` for a growth technique.
PlayResult spendXp(Character &c, LedgerEntry::Kind kind, const Rules &rules, const Technique &technique = {});
void awardXp(Character &c, int amount, const QString &note);

} // namespace sw::soulhunter
