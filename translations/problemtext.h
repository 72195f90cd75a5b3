#pragma once

#include "rules/jsonschema.h"
#include "store/campaignfile.h"
#include "store/storeerror.h"

#include <QCoreApplication>
#include <QString>

namespace sw::l10n {

// The words for stable problem codes, in the current language.
class ProblemText
{
    Q_DECLARE_TR_FUNCTIONS(ProblemText)

public:
    // One sentence saying what is wrong with a campaign file and what happened to it.
    static QString campaignFile(const store::FileError &error);
    // One sentence saying why the campaign store could not read or write (empty for None).
    static QString store(store::StoreProblem problem);
    // Where a document breaks its JSON schema, said in the current language: "expected integer,
    // found \"3\"" in any system's sheet or pack (the English reason when the code is unknown).
    static QString schemaError(const rules::SchemaError &error);
    // "/pointer: reason", one line per error, for a message.
    static QString schemaErrors(const QList<rules::SchemaError> &errors);
};

} // namespace sw::l10n
