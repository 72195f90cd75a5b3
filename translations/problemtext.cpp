#include "problemtext.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace sw::l10n {

QString ProblemText::campaignFile(const store::FileError &error)
{
    using store::FileProblem;
    switch (error.problem) {
    case FileProblem::None:
        return {};
    case FileProblem::Missing:
        return tr("There is no campaign file at this path.");
    case FileProblem::AlreadyExists:
        return tr("A file with this name already exists; it was left as it is.");
    case FileProblem::NotSqlite:
        return tr("This file is not a Sheetwright campaign (it is not an SQLite database). "
                  "It was not changed.");
    case FileProblem::Foreign:
        return tr("This is a database of another program, not a Sheetwright campaign. "
                  "It was not changed.");
    case FileProblem::Newer:
        return tr("This campaign was saved by a newer version of Sheetwright. Update the app "
                  "to open it; the file was not changed.");
    case FileProblem::ReadOnly:
        return tr("This campaign file is read-only, so edits could not be saved. Copy it to a "
                  "folder you can write to; the file was not changed.");
    case FileProblem::Corrupt:
        return tr("This campaign file is damaged. It was not changed; restore it from a backup.");
    case FileProblem::InUse:
        return tr("This campaign is open for editing in another Sheetwright window or program. "
                  "Close it there first; nothing was changed.");
    case FileProblem::MigrationFailed:
        return tr("This campaign was made by an older Sheetwright and could not be brought up to "
                  "date. It was left as it was; a copy is in the backups folder.");
    case FileProblem::Io:
        return tr("The system refused to read or write the campaign file. Check the disk and "
                  "its permissions.");
    case FileProblem::ServerUnreachable:
        return tr("The shared campaign's server could not be reached, or it refused the user name or "
                  "password. Check the address, the network and the password.");
    }
    return {};
}

QString ProblemText::store(store::StoreProblem problem)
{
    using store::StoreProblem;
    switch (problem) {
    case StoreProblem::None:
        return {};
    case StoreProblem::ReadOnly:
        return tr("The campaign file cannot be written: it is read-only, or so is its disk.");
    case StoreProblem::DiskFull:
        return tr("The disk is full. Free some space and try again.");
    case StoreProblem::Busy:
        return tr("Another program is writing the campaign file. Try again in a moment.");
    case StoreProblem::Damaged:
        return tr("The campaign file is damaged. Restore it from a backup.");
    case StoreProblem::JournalDamaged:
        return tr("A change kept in the campaign's history is damaged and cannot be replayed.");
    case StoreProblem::Io:
        return tr("The system refused to read or write the campaign file. Check the disk and its permissions.");
    case StoreProblem::Refused:
        return tr("The change does not fit the campaign's rules or format.");
    case StoreProblem::NothingToUndo:
        return tr("There is nothing to undo.");
    case StoreProblem::NothingToRedo:
        return tr("There is nothing to redo.");
    case StoreProblem::OutOfStep:
        return tr("The campaign's history has moved on since this step (it was changed around it), so this "
                  "step is no longer the next one.");
    case StoreProblem::Stale:
        return tr("Someone else changed this sheet a moment ago. Nothing was written: look at the sheet as it "
                  "is now and make the change again.");
    case StoreProblem::Conflict:
        return tr("Someone else just wrote another value into the same field. Nothing was written: look at the "
                  "sheet as it is now and choose.");
    case StoreProblem::Denied:
        return tr("The shared campaign's server refused the change: your role may not change this.");
    case StoreProblem::ChangedSince:
        return tr("Someone else changed this sheet after your edit. Undoing your edit now would throw their change "
                  "away, so nothing was undone: change the sheet yourself instead.");
    case StoreProblem::Unreachable:
        return tr("The shared campaign's server cannot be reached. Nothing was written; the campaign is read-only "
                  "until the connection is back.");
    case StoreProblem::InDoubt:
        return tr("The connection to the shared campaign's server dropped while it was saving this change. "
                  "Whether it was kept is checked when the server is back.");
    }
    return {};
}

namespace {

// The words of a value the validator quotes: a JSON type name ("integer or string"), or how it
// describes a value it found ("an array", "nothing"); anything else (a number, quoted text) as it is.
QString valueWords(const QString &value)
{
    static const QHash<QString, const char *> words{
        {u"object"_s, QT_TRANSLATE_NOOP("ProblemText", "object")},   {u"array"_s, QT_TRANSLATE_NOOP("ProblemText", "array")},
        {u"string"_s, QT_TRANSLATE_NOOP("ProblemText", "text")},     {u"boolean"_s, QT_TRANSLATE_NOOP("ProblemText", "true or false")},
        {u"null"_s, QT_TRANSLATE_NOOP("ProblemText", "null")},       {u"number"_s, QT_TRANSLATE_NOOP("ProblemText", "number")},
        {u"integer"_s, QT_TRANSLATE_NOOP("ProblemText", "whole number")}, {u"an array"_s, QT_TRANSLATE_NOOP("ProblemText", "an array")},
        {u"an object"_s, QT_TRANSLATE_NOOP("ProblemText", "an object")}, {u"nothing"_s, QT_TRANSLATE_NOOP("ProblemText", "nothing")},
    };
    if (value.startsWith(u'"'))
        return value; // text found in the document, quoted
    QStringList parts = value.split(u" or "_s);
    for (QString &part : parts) {
        if (const auto it = words.constFind(part); it != words.constEnd())
            part = ProblemText::tr(*it);
    }
    return parts.join(ProblemText::tr(" or "));
}

} // namespace

QString ProblemText::schemaError(const rules::SchemaError &error)
{
    const auto arg = [&error](qsizetype i) { return valueWords(error.args.value(i)); };
    const QString &c = error.code;
    if (c == u"schema.type"_s)
        return tr("expected %1, found %2").arg(arg(0), arg(1));
    if (c == u"schema.const"_s)
        return tr("must be %1, found %2").arg(arg(0), arg(1));
    if (c == u"schema.enum"_s)
        return tr("%1 is not one of: %2").arg(arg(0), error.args.value(1));
    if (c == u"schema.minimum"_s)
        return tr("%1 is below the minimum %2").arg(arg(0), arg(1));
    if (c == u"schema.maximum"_s)
        return tr("%1 is above the maximum %2").arg(arg(0), arg(1));
    if (c == u"schema.min_length"_s)
        return tr("the text is shorter than %1 characters").arg(arg(0));
    if (c == u"schema.max_length"_s)
        return tr("the text is longer than %1 characters").arg(arg(0));
    if (c == u"schema.pattern"_s)
        return tr("%1 is not in the form the format asks for (%2)").arg(arg(0), error.args.value(1));
    if (c == u"schema.required"_s)
        return tr("the key \"%1\" is missing").arg(error.args.value(0));
    if (c == u"schema.min_properties"_s)
        return tr("needs at least %1 keys").arg(arg(0));
    if (c == u"schema.unexpected_key"_s)
        return tr("the key \"%1\" does not belong here").arg(error.args.value(0));
    if (c == u"schema.min_items"_s)
        return tr("needs at least %1 entries, has %2").arg(arg(0), arg(1));
    if (c == u"schema.max_items"_s)
        return tr("allows at most %1 entries, has %2").arg(arg(0), arg(1));
    if (c == u"schema.duplicate"_s)
        return tr("repeats entry %1").arg(arg(0));
    if (c == u"schema.not_allowed"_s)
        return tr("no value is allowed here, found %1").arg(arg(0));
    if (c == u"schema.no_form"_s)
        return tr("matches none of the allowed forms");
    if (c == u"schema.several_forms"_s)
        return tr("matches %1 of the forms where exactly one is allowed").arg(arg(0));
    if (c == u"schema.unknown_schema"_s || c == u"schema.bad_reference"_s || c == u"schema.reference_loop"_s)
        return tr("the format's own description is broken (%1)").arg(error.reason);
    return error.reason;
}

QString ProblemText::schemaErrors(const QList<rules::SchemaError> &errors)
{
    QStringList lines;
    for (const rules::SchemaError &e : errors)
        lines << e.pointer + u": "_s + schemaError(e);
    return lines.join(u'\n');
}

} // namespace sw::l10n
