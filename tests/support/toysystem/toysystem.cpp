#include "support/toysystem/toysystem.h"

#include "rules/jsonschema.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

const rules::JsonSchemaValidator &toySchemas()
{
    static const rules::JsonSchemaValidator validator = [] {
        rules::JsonSchemaValidator v;
        v.addSchema(u"toy.token.schema.json"_s, QJsonDocument::fromJson(R"({
            "type": "object", "required": ["name", "value"], "additionalProperties": false,
            "properties": {"name": {"type": "string", "minLength": 1},
                           "value": {"type": "integer", "minimum": 0, "maximum": 10}}})").object());
        return v;
    }();
    return validator;
}

class ToySystem final : public systems::GameSystem
{
public:
    QString id() const override { return u"toy"_s; }
    QString displayName(Language language) const override
    {
        return language == Language::English ? u"Toy"_s : u"玩具"_s;
    }
    void registerDocumentKinds(store::DocumentKinds &kinds) const override
    {
        kinds.add({u"toy-token"_s, u"toy"_s, 1, true,
                   [](const QString &, const QJsonObject &d) {
                       return store::SheetListing{d[u"name"_s].toString(), u"token"_s, {}, d[u"name"_s].toString(),
                                                  u"toy_pack"_s, u"1"_s};
                   },
                   [](const QString &, const QJsonObject &d) {
                       const auto errors = toySchemas().validate(d, u"toy.token.schema.json"_s, 1);
                       return errors.isEmpty() ? QString() : errors.first().pointer + u": "_s + errors.first().reason;
                   }});
    }
    QList<systems::PackInfo> packs() const override { return {{u"toy_pack"_s, u"1"_s, u"Toy pack"_s, {}, true}}; }
};

} // namespace

void registerToySystem(systems::GameSystemRegistry &registry)
{
    registry.add(std::make_unique<ToySystem>());
}

} // namespace sw::test
