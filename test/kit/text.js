'use strict';

/** `text` as a regular expression matching exactly it (addresses, titles and templates in locators and checks). */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

module.exports = { escapeRegExp };
