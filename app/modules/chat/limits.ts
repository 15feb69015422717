/** Limits shared by the chat service and its widget. Client-safe and dependency-free. */

/** Longest question accepted; the widget's input stops there too. */
export const MAX_MESSAGE_LENGTH = 500;
